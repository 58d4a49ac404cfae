/**
 * The preview mode: the form as visitors will see it, drawn by the visitor's own renderer (with
 * `preview`, so nothing is sent), in English, Hindi or Gujarati. Conditions work as they will for
 * visitors: choose an answer and the fields that wait for it appear.
 */
import { useId, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { LANGUAGE_ENTRIES, type Language } from '../../../../shared/constants.ts';
import { localizeField } from '../../../../shared/form-rules.ts';
import type { FieldDefinition } from '../../../../shared/forms.ts';
import { ChoiceField } from '../../../components/ui/form/choice-fields.tsx';
import { cleanField } from '../lib/builder-state.ts';

/** The fields in one language, with their translations taken off so the page language cannot override it. */
export function fieldsIn(fields: readonly FieldDefinition[], lang: Language): FieldDefinition[] {
  return fields.map((f) => {
    const { translations: _t, ...plain } = localizeField(cleanField(f), lang);
    return plain;
  });
}

/** The visitor's renderer (features/forms' DynamicForm), handed in by the page that composes both. */
export type FormRenderer = ComponentType<{ fields: FieldDefinition[]; preview: true }>;

export function BuilderPreview({ title, description, fields, Renderer }: { title: string; description: string; fields: FieldDefinition[]; Renderer: FormRenderer }) {
  const { t, i18n } = useTranslation('builder');
  const [lang, setLang] = useState<Language>((LANGUAGE_ENTRIES.find((l) => l.code === i18n.language)?.code ?? 'en') as Language);
  const id = useId();
  const shown = useMemo(() => fieldsIn(fields, lang), [fields, lang]);

  return (
    <div className="space-y-4" data-testid="builder-preview">
      <ChoiceField
        id={`${id}-lang`}
        name={`${id}-lang`}
        legend={t('preview.language')}
        options={LANGUAGE_ENTRIES.map((l) => ({ value: l.code, label: l.nativeName, lang: l.code }))}
        columns={3}
        value={lang}
        onValueChange={(code) => setLang(code as Language)}
      />
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">{t('preview.note')}</p>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h3 className="text-2xl font-bold text-slate-900">{title.trim() || t('preview.untitled')}</h3>
        {description.trim() && <p className="mt-2 whitespace-pre-line text-slate-600">{description}</p>}
        <div className="mt-6">
          {shown.length > 0 ? <Renderer key={lang} fields={shown} preview /> : <p className="text-slate-500">{t('builder.noFields')}</p>}
        </div>
      </div>
    </div>
  );
}
