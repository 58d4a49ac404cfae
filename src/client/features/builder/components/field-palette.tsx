/** Add fields: one button per field type; a click adds that field at the end of the form. */
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { FIELD_TYPES, type FieldType } from '../../../../shared/constants.ts';
import { FieldError } from '../../../components/ui/form/parts.tsx';
import { FIELD_TYPE_INFO } from './field-types.ts';
import { helpClass } from './ui.ts';

export function FieldPalette({ domId, onAdd, error, ref }: { domId: string; onAdd: (type: FieldType) => void; error?: string; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('builder');
  return (
    <div ref={ref} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" role="group" aria-labelledby={`${domId}-palette`}>
      <h3 id={`${domId}-palette`} className="font-semibold text-slate-900">
        {t('palette.title')}
      </h3>
      <p id={`${domId}-palette-help`} className={`${helpClass} mb-3`}>
        {t('palette.help')}
      </p>
      <div className="grid grid-cols-2 gap-2" data-testid="field-palette">
        {FIELD_TYPES.map((type) => {
          const Icon = FIELD_TYPE_INFO[type].icon;
          return (
            <button
              key={type}
              type="button"
              onClick={() => onAdd(type)}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-left text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50"
              aria-describedby={`${domId}-palette-help`}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              {t(`fieldTypes.${type}`)}
            </button>
          );
        })}
      </div>
      <FieldError id={`${domId}-palette`} error={error && t(error)} />
    </div>
  );
}
