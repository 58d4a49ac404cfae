/**
 * The form kit's choices: a group of radio buttons (one answer) or checkboxes (several), and a
 * single box to tick (consents, settings). Like the single controls they take `register()` as it
 * is, or are controlled: `value` with `onValueChange` for a group, `checked` with `onChange` for a box.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { errorId, GroupFrame, RequiredMark, FieldError } from './parts.tsx';
import type { Option } from './text-fields.tsx';

type ChoiceProps = {
  id?: string;
  legend: ReactNode;
  options: readonly Option[];
  multiple?: boolean;
  columns?: 1 | 2 | 3;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Controlled: the chosen value (a list when `multiple`), changed through onValueChange. */
  value?: string | readonly string[];
  /** Uncontrolled: the value chosen at first (a list when `multiple`), as a form posted before kept it. */
  defaultValue?: string | readonly string[];
  onValueChange?: (value: string | string[]) => void;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'value' | 'required'>;

const GRID = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

/** Radio buttons or checkboxes, in a fieldset whose legend is the question. */
export function ChoiceField({ id: given, legend, options, multiple = false, columns = 1, error, hint, required, className, value, defaultValue, onValueChange, ref, ...input }: ChoiceProps) {
  const auto = useId();
  const id = given ?? auto;
  const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
  const controlled = (o: Option, i: number) =>
    onValueChange && {
      ref: i === 0 ? ref : undefined,
      checked: multiple ? chosen.includes(o.value) : value === o.value,
      onChange: (e: { target: { checked: boolean } }) =>
        onValueChange(multiple ? (e.target.checked ? [...chosen.filter((v) => v !== o.value), o.value] : chosen.filter((v) => v !== o.value)) : o.value),
    };
  return (
    <GroupFrame id={id} legend={legend} error={error} hint={hint} required={required} radio={!multiple} className={className}>
      <div className={`grid gap-2 ${GRID[columns]}`}>
        {options.map((o, i) => (
          <label
            key={o.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              id={i === 0 ? id : undefined}
              type={multiple ? 'checkbox' : 'radio'}
              value={o.value}
              ref={ref}
              {...input}
              {...(defaultValue !== undefined && !onValueChange ? { defaultChecked: [defaultValue].flat().includes(o.value) } : {})}
              {...controlled(o, i)}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 scroll-mt-24 accent-brand-700"
            />
            <span lang={o.lang}>{o.label}</span>
          </label>
        ))}
      </div>
    </GroupFrame>
  );
}

type CheckboxProps = {
  id?: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'required'>;

/** One box to tick. */
export function CheckboxField({ id: given, label, error, required, className, ...input }: CheckboxProps) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm text-slate-800">
        <input
          id={id}
          type="checkbox"
          {...input}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
          className="mt-0.5 size-5 shrink-0 scroll-mt-24 accent-brand-700"
        />
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
