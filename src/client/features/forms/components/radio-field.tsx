import { useController } from 'react-hook-form';
import { GroupFrame } from './field-frame.tsx';
import { errorIdOf, type FieldProps } from './field-props.ts';

export function RadioField({ field, name, control, domId, error }: FieldProps) {
  const { field: input } = useController({ name, control });
  return (
    <GroupFrame domId={domId} label={field.label} required={field.required} error={error} radio>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {field.options?.map((o, i) => (
          <label key={o.value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={input.name}
              value={o.value}
              ref={i === 0 ? input.ref : undefined}
              checked={input.value === o.value}
              onChange={() => input.onChange(o.value)}
              onBlur={input.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorIdOf(domId) : undefined}
              className="size-4 scroll-mt-24 accent-brand-700"
            />
            {o.label}
          </label>
        ))}
      </div>
    </GroupFrame>
  );
}
