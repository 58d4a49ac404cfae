/** The single-line inputs: text, email, tel, date and time, one small renderer each. */
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { useController } from 'react-hook-form';
import { isFullNameField } from '../../../../shared/form-rules.ts';
import { FieldFrame } from './field-frame.tsx';
import { a11yProps, inputClass, type FieldProps } from './field-props.ts';

function InputField({
  type,
  autoComplete,
  inputMode,
  ...props
}: FieldProps & { type: HTMLInputTypeAttribute; autoComplete?: HTMLInputAutoCompleteAttribute; inputMode?: 'email' | 'tel' | 'text' }) {
  const { field, name, control, domId, error } = props;
  const { field: input } = useController({ name, control });
  return (
    <FieldFrame domId={domId} label={field.label} required={field.required} error={error}>
      <input
        id={domId}
        type={type}
        name={input.name}
        ref={input.ref}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={(e) => input.onChange(e.target.value)}
        onBlur={input.onBlur}
        placeholder={field.placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className={inputClass(!!error)}
        {...a11yProps(domId, field.required, error)}
      />
    </FieldFrame>
  );
}

export function TextField(props: FieldProps) {
  return <InputField {...props} type="text" autoComplete={isFullNameField(props.field) ? 'name' : undefined} />;
}

export function EmailField(props: FieldProps) {
  return <InputField {...props} type="email" autoComplete="email" inputMode="email" />;
}

export function TelField(props: FieldProps) {
  return <InputField {...props} type="tel" autoComplete="tel" inputMode="tel" />;
}

export function DateField(props: FieldProps) {
  return <InputField {...props} type="date" />;
}

export function TimeField(props: FieldProps) {
  return <InputField {...props} type="time" />;
}
