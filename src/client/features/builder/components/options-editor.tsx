/** The options of a select, radio or checkbox field: rename, add (numbered by count), remove. */
import { Plus, X } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { FieldDefinition } from '../../../../shared/forms.ts';
import type { BuilderAction, FieldProblems } from '../lib/builder-state.ts';
import { controlA11y, controlClass, FieldError } from '../../../components/ui/form/parts.tsx';
import { helpClass, iconButtonClass, smallButtonClass } from './ui.ts';

export function OptionsEditor({
  field,
  domId,
  problems,
  dispatch,
}: {
  field: FieldDefinition;
  domId: string;
  problems?: FieldProblems;
  dispatch: Dispatch<BuilderAction>;
}) {
  const { t } = useTranslation('builder');
  const options = field.options ?? [];
  const listError = problems?.options;
  return (
    <fieldset aria-describedby={listError ? `${domId}-options-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('field.options')}</legend>
      {field.type === 'checkbox' && <p className={`${helpClass} mb-2 mt-0`}>{t('field.checkboxHelp')}</p>}
      <ol className="space-y-2">
        {options.map((option, i) => {
          const error = problems?.option[i];
          const inputId = `${domId}-option-${i}`;
          return (
            <li key={i}>
              <div className="flex items-center gap-2">
                <label htmlFor={inputId} className="sr-only">
                  {t('field.optionN', { number: i + 1 })}
                </label>
                <input
                  id={inputId}
                  type="text"
                  value={option.label}
                  maxLength={200}
                  onChange={(e) => dispatch({ type: 'renameOption', id: field.id, index: i, label: e.target.value })}
                  className={controlClass(!!error)}
                  {...controlA11y(inputId, { error })}
                  data-testid="option-input"
                />
                <button
                  type="button"
                  className={iconButtonClass}
                  onClick={() => dispatch({ type: 'removeOption', id: field.id, index: i })}
                  aria-label={t('field.removeOption', { label: option.label || t('field.optionN', { number: i + 1 }) })}
                  title={t('field.removeOption', { label: option.label || t('field.optionN', { number: i + 1 }) })}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
              <FieldError id={inputId} error={error && t(error)} />
            </li>
          );
        })}
      </ol>
      <FieldError id={`${domId}-options`} error={listError && t(listError)} />
      <button type="button" className={`${smallButtonClass} mt-2`} onClick={() => dispatch({ type: 'addOption', id: field.id })}>
        <Plus aria-hidden="true" className="size-4" />
        {t('field.addOption')}
      </button>
    </fieldset>
  );
}
