/**
 * /forms/:id, the public page of a custom form that the founder shares: the form drawn by the
 * visitor's renderer in the page language, posted to the page's action (a form response, with or
 * without the page's script: routes/dynamic-form.server.ts). A form that is missing or switched off
 * answers a friendly 404 page.
 */
import { useTranslation } from '../i18n/react.tsx';
import { useLanguage } from '../lib/use-language.ts';
import { data } from 'react-router';
import { Link } from '../lib/localized-links.tsx';
import type { Route } from './+types/custom-form';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { PageShell } from '../components/layout/page-shell.tsx';
import { keepWhatWasTyped } from '../components/ui/form/action-form.tsx';
import { DynamicForm } from '../features/forms/components/dynamic-form.tsx';
import { FormResponseSent, useFormResponseSent } from '../features/forms/components/registration-form.tsx';
import { FORM_RESPONSE_INTENT } from '../features/forms/lib/form-values.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { appContext } from '../lib/app-context.ts';
import { localizeFormText } from '../../shared/content-languages.ts';
import { formResponseAction } from './dynamic-form.server.ts';

/** The page carries its own strings and the renderer's, not the builder's (docs/decisions/0011). */
export const handle: I18nHandle = { i18n: ['form-page', 'forms'] };

/** The answers' post, with or without the page's script: routes/dynamic-form.server.ts. */
export const action = (args: Route.ActionArgs) => formResponseAction(args);

/** With the script: the same post, and what was typed stays if it gets no answer. */
export const clientAction = keepWhatWasTyped;

export async function loader({ params, context }: Route.LoaderArgs) {
  const form = await context.get(appContext).reads.activeFormById(params.id);
  if (!form) return data({ form: null }, { status: 404 });
  return { form };
}

export default function CustomForm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('form-page');
  const lang = useLanguage();
  const sent = useFormResponseSent();
  const { form } = loaderData;
  const text = form ? localizeFormText(form, lang) : null;
  /** lang="en" on a text shown in English on a Hindi or Gujarati page (its translation missing). */
  const langOf = (field: 'title' | 'description') => (text?.englishFields.includes(field) ? 'en' : undefined);

  if (!form || !text) {
    return (
      <PageShell title={t('notFoundTitle')} description={t('notFoundBody')} noIndex>
        <div className="flex flex-wrap gap-3" data-testid="form-not-found">
          <Link to="/" className="btn-primary">
            {t('goHome')}
          </Link>
          <Link to="/contact" className="btn-secondary">
            {t('contact')}
          </Link>
        </div>
      </PageShell>
    );
  }

  return (
    <>
      <PageMeta title={text.title} description={text.description ?? undefined} noIndex />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-12 sm:py-16">
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl" lang={langOf('title')}>
            {text.title}
          </h1>
          {text.description && (
            <p className="mt-3 max-w-2xl whitespace-pre-line text-lg text-slate-600" lang={langOf('description')}>
              {text.description}
            </p>
          )}
        </div>
      </section>
      <div className="container-page pb-16">
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {sent && <FormResponseSent title={t('successTitle')} description={t('successBody')} />}
          <DynamicForm fields={form.fields} intent={FORM_RESPONSE_INTENT} hidden={{ formId: form.id }} sectionHeading="h2" />
        </div>
      </div>
    </>
  );
}
