/**
 * A field's words in Hindi and Gujarati, all optional: whatever is left empty shows the English text
 * (localizeField in src/shared/form-rules.ts).
 */
import { Languages } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { FieldDefinition } from '../../../../shared/forms.ts';
import { TRANSLATED_LANGUAGES, type BuilderAction } from '../lib/builder-state.ts';
import { FIELD_TYPE_INFO } from './field-types.ts';
import { TextField } from '../../../components/ui/form/text-fields.tsx';
import { helpClass } from './ui.ts';

export function TranslationsEditor({ field, domId, dispatch }: { field: FieldDefinition; domId: string; dispatch: Dispatch<BuilderAction> }) {
  const { t } = useTranslation('builder');
  const info = FIELD_TYPE_INFO[field.type];
  const filled = TRANSLATED_LANGUAGES.filter((lang) => field.translations?.[lang]?.label?.trim()).length;
  return (
    <details className="group rounded-lg border border-slate-200 bg-slate-50/60">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 text-sm font-medium text-slate-800">
        <Languages aria-hidden="true" className="size-4 text-slate-500" />
        {t('translations.summary')}
        {filled > 0 && <span className="ml-auto rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">{t('translations.filled', { count: filled })}</span>}
      </summary>
      <div className="space-y-5 px-3 pb-4">
        <p className={helpClass}>{t('translations.help')}</p>
        {TRANSLATED_LANGUAGES.map((lang) => {
          const tr = field.translations?.[lang];
          const id = `${domId}-${lang}`;
          const language = t(`translations.language.${lang}`);
          return (
            <fieldset key={lang} className="space-y-3">
              <legend className="text-sm font-semibold text-slate-900">{language}</legend>
              <TextField
                id={`${id}-label`}
                label={t(field.type === 'header' ? 'translations.sectionTitleIn' : 'translations.labelIn', { language })}
                lang={lang}
                maxLength={500}
                value={tr?.label ?? ''}
                placeholder={field.label}
                onChange={(e) => dispatch({ type: 'setTranslation', id: field.id, lang, key: 'label', value: e.target.value })}
              />
              {info.placeholder && field.placeholder?.trim() && (
                <TextField
                  id={`${id}-placeholder`}
                  label={t('translations.placeholderIn', { language })}
                  lang={lang}
                  maxLength={500}
                  value={tr?.placeholder ?? ''}
                  placeholder={field.placeholder}
                  onChange={(e) => dispatch({ type: 'setTranslation', id: field.id, lang, key: 'placeholder', value: e.target.value })}
                />
              )}
              {info.options &&
                (field.options ?? []).map((option, i) =>
                  option.value.trim() ? (
                    <TextField
                      key={i}
                      id={`${id}-option-${i}`}
                      label={t('translations.optionIn', { option: option.label, language })}
                      lang={lang}
                      maxLength={200}
                      value={tr?.options?.[option.value] ?? ''}
                      placeholder={option.label}
                      onChange={(e) => dispatch({ type: 'setOptionTranslation', id: field.id, lang, optionValue: option.value, value: e.target.value })}
                    />
                  ) : null,
                )}
            </fieldset>
          );
        })}
      </div>
    </details>
  );
}
