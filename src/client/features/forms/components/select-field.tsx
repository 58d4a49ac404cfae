import { useController } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { FieldFrame } from './field-frame.tsx';
import { a11yProps, inputClass, type FieldProps } from './field-props.ts';

export function SelectField({ field, name, control, domId, error }: FieldProps) {
  const { t } = useTranslation('forms');
  const { field: input } = useController({ name, control });
  return (
    <FieldFrame domId={domId} label={field.label} required={field.required} error={error}>
      <select
        id={domId}
        name={input.name}
        ref={input.ref}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={(e) => input.onChange(e.target.value)}
        onBlur={input.onBlur}
        className={inputClass(!!error)}
        {...a11yProps(domId, field.required, error)}
      >
        <option value="">{field.placeholder || t('selectPlaceholder')}</option>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
