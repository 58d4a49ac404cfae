/**
 * The form kit's single controls: a text input of any type (text, email, tel, password, date,
 * number...), a textarea and a select, each with its label, hint and error. They take react-hook-
 * form's `register()` as they are (`{...register('name')}`), or `value` and `onChange` like native
 * controls; without an `id` they make their own.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { controlA11y, controlClass, FieldFrame, type FieldFrameProps } from './parts.tsx';

type Common = Omit<FieldFrameProps, 'id'> & {
  id?: string;
  /** Invalid without a message of its own (its group shows the error). */
  invalid?: boolean;
};

export type TextFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'> & { ref?: Ref<HTMLInputElement> };

export function TextField({ id: given, label, error, hint, required, className, after, invalid, ...input }: TextFieldProps) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className} after={after}>
      <input id={id} type="text" {...input} {...controlA11y(id, { error, hint, required, invalid })} className={controlClass(!!error || !!invalid)} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ id: given, label, error, hint, required, className, after, invalid, rows = 4, ...input }: TextAreaFieldProps) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className} after={after}>
      <textarea id={id} rows={rows} {...input} {...controlA11y(id, { error, hint, required, invalid })} className={controlClass(!!error || !!invalid)} />
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
  /** The label's language, when it is not the page's (a language's own name). */
  lang?: string;
}

export type SelectFieldProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'required'> & {
    /** The choices; or give `<option>`s as children. */
    options?: readonly Option[];
    /** A first, empty choice ("Choose..."). */
    placeholder?: string;
    children?: ReactNode;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({ id: given, label, error, hint, required, className, after, invalid, options, placeholder, children, ...select }: SelectFieldProps) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className} after={after}>
      <select id={id} {...select} {...controlA11y(id, { error, hint, required, invalid })} className={controlClass(!!error || !!invalid)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}
