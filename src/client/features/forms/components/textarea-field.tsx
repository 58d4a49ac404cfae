import { useController } from 'react-hook-form';
import { FieldFrame } from './field-frame.tsx';
import { a11yProps, inputClass, type FieldProps } from './field-props.ts';

/** Spec §9: a dynamic-form textarea has 4 rows. */
export const TEXTAREA_ROWS = 4;

export function TextareaField({ field, name, control, domId, error }: FieldProps) {
  const { field: input } = useController({ name, control });
  return (
    <FieldFrame domId={domId} label={field.label} required={field.required} error={error}>
      <textarea
        id={domId}
        rows={TEXTAREA_ROWS}
        name={input.name}
        ref={input.ref}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={(e) => input.onChange(e.target.value)}
        onBlur={input.onBlur}
        placeholder={field.placeholder}
        className={inputClass(!!error)}
        {...a11yProps(domId, field.required, error)}
      />
    </FieldFrame>
  );
}
