/** The builder's settings card: the form's title, description and type (with what the type means). */
import type { Dispatch, Ref } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { FORM_TYPES, type FormType } from '../../../../shared/constants.ts';
import { isPageFormType } from '../../../../shared/contracts/form-admin.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { TRANSLATED_LANGUAGES, type BuilderAction, type BuilderProblems, type BuilderState } from '../lib/builder-state.ts';

export function BuilderSettings({
  domId,
  state,
  dispatch,
  problems,
  typeChanged,
  titleRef,
  descriptionRef,
}: {
  domId: string;
  state: Pick<BuilderState, 'title' | 'description' | 'type' | 'translations'>;
  dispatch: Dispatch<BuilderAction>;
  problems: BuilderProblems | null;
  /** The type differs from the one saved (a page's form would then replace that page's). */
  typeChanged: boolean;
  titleRef: Ref<HTMLInputElement>;
  descriptionRef: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation('builder');
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 className="font-semibold text-slate-900">{t('settings.title')}</h3>
      <TextField
        id={`${domId}-title`}
        ref={titleRef}
        label={t('settings.formTitle')}
        required
        maxLength={200}
        value={state.title}
        placeholder={t('settings.formTitlePlaceholder')}
        onChange={(e) => dispatch({ type: 'setTitle', value: e.target.value })}
        error={problems?.title && t(problems.title)}
      />
      <TextAreaField
        id={`${domId}-description`}
        ref={descriptionRef}
        label={t('settings.description')}
        required
        rows={3}
        maxLength={2000}
        value={state.description}
        placeholder={t('settings.descriptionPlaceholder')}
        onChange={(e) => dispatch({ type: 'setDescription', value: e.target.value })}
        error={problems?.description && t(problems.description)}
      />
      <details className="rounded-xl border border-slate-200 p-3" data-testid="form-text-translations">
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">{t('settings.translations')}</summary>
        <p className="mt-2 text-sm text-slate-600">{t('translations.help')}</p>
        {TRANSLATED_LANGUAGES.map((lang) => {
          const language = t(`translations.language.${lang}`);
          return (
            <fieldset key={lang} className="mt-3 space-y-3">
              <legend className="text-sm font-semibold text-brand-800">{language}</legend>
              <TextField
                id={`${domId}-${lang}-title`}
                lang={lang}
                label={t('settings.formTitleIn', { language })}
                maxLength={200}
                value={state.translations?.[lang]?.title ?? ''}
                onChange={(e) => dispatch({ type: 'setFormText', lang, key: 'title', value: e.target.value })}
              />
              <TextAreaField
                id={`${domId}-${lang}-description`}
                lang={lang}
                label={t('settings.descriptionIn', { language })}
                rows={2}
                maxLength={2000}
                value={state.translations?.[lang]?.description ?? ''}
                onChange={(e) => dispatch({ type: 'setFormText', lang, key: 'description', value: e.target.value })}
              />
            </fieldset>
          );
        })}
      </details>
      <SelectField
        id={`${domId}-type`}
        label={t('settings.type')}
        value={state.type}
        onChange={(e) => dispatch({ type: 'setFormType', value: e.target.value as FormType })}
        options={FORM_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        hint={`${t(`typeHelp.${state.type}`)}${isPageFormType(state.type) && typeChanged ? ` ${t('settings.replacesNote')}` : ''}`}
      />
    </div>
  );
}
