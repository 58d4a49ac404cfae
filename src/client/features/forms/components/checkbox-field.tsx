/** A checkbox with options is multi-valued; without options it is a single yes/no (spec §3). */
import { useController } from 'react-hook-form';
import { isMultiCheckbox } from '../../../../shared/form-rules.ts';
import { FieldError, GroupFrame, RequiredMark } from './field-frame.tsx';
import { a11yProps, errorIdOf, type FieldProps } from './field-props.ts';

function CheckboxGroupField({ field, name, control, domId, error }: FieldProps) {
  const { field: input } = useController({ name, control });
  const ticked = Array.isArray(input.value) ? (input.value as string[]) : [];
  const toggle = (value: string, on: boolean) =>
    input.onChange(on ? [...ticked.filter((v) => v !== value), value] : ticked.filter((v) => v !== value));
  return (
    <GroupFrame domId={domId} label={field.label} required={field.required} error={error}>
      <div className="flex flex-col gap-1">
        {field.options?.map((o, i) => (
          <label key={o.value} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              name={input.name}
              value={o.value}
              ref={i === 0 ? input.ref : undefined}
              checked={ticked.includes(o.value)}
              onChange={(e) => toggle(o.value, e.target.checked)}
              onBlur={input.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorIdOf(domId) : undefined}
              className="size-4 shrink-0 scroll-mt-24 accent-brand-700"
            />
            {o.label}
          </label>
        ))}
      </div>
    </GroupFrame>
  );
}

function SingleCheckboxField({ field, name, control, domId, error }: FieldProps) {
  const { field: input } = useController({ name, control });
  return (
    <div>
      <label htmlFor={domId} className="flex min-h-11 cursor-pointer items-start gap-3 text-slate-800">
        <input
          id={domId}
          type="checkbox"
          name={input.name}
          ref={input.ref}
          checked={input.value === true}
          onChange={(e) => input.onChange(e.target.checked)}
          onBlur={input.onBlur}
          className="mt-1 size-4 shrink-0 scroll-mt-24 accent-brand-700"
          {...a11yProps(domId, field.required, error)}
        />
        <span>
          {field.label}
          {field.required && <RequiredMark />}
        </span>
      </label>
      <FieldError domId={domId} error={error} />
    </div>
  );
}

export function CheckboxField(props: FieldProps) {
  return isMultiCheckbox(props.field) ? <CheckboxGroupField {...props} /> : <SingleCheckboxField {...props} />;
}
