/**
 * /feedback/:id?sig=…&exp=…: the link of the e-mail that asks for a testimonial after a session or
 * event (issue 54 part 4). The loader and the action call features/testimonials through appContext
 * (no HTTP); a bad answer comes back with status 400, the values kept and translated messages; a
 * link that is not valid or has expired gets 403.
 */
import { data } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/feedback';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { FeedbackForm } from '../features/testimonials/components/feedback-form.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { appContext, type FeedbackLink } from '../lib/app-context.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['testimonials'] };

const linkOf = (request: Request, id: string | undefined): FeedbackLink => {
  const query = new URL(request.url).searchParams;
  return { id: id ?? '', sig: query.get('sig') ?? '', exp: query.get('exp') ?? undefined };
};

const actionOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const outcome = await context.get(appContext).feedback.view(linkOf(request, params.id));
  const action = actionOf(request);
  return outcome.ok ? { action, view: outcome.view, error: null } : data({ action, view: null, error: outcome.error }, { status: outcome.status });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { feedback } = context.get(appContext);
  const link = linkOf(request, params.id);
  const form = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  const outcome = form.intent === 'withdraw' ? await feedback.withdraw(link) : await feedback.answer(link, form);
  if (outcome.ok) return { saved: form.intent !== 'withdraw', values: null, error: null, fields: null };
  return data({ saved: false, values: { rating: form.rating ?? '', body: form.body ?? '', publish: form.publish ?? '' }, error: outcome.error, fields: outcome.fields ?? null }, { status: outcome.status });
}

export default function FeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('testimonials');
  const { view } = loaderData;
  return (
    <>
      <PageMeta title={t('page.title')} noIndex />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-3xl py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('page.title')}</h1>
          {view && <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('page.about', { title: view.title })}</p>}
        </div>
      </section>
      <div className="container-page max-w-3xl pb-16">
        {view ? (
          <FeedbackForm
            action={loaderData.action}
            view={view}
            values={actionData?.values ?? undefined}
            error={actionData?.error ?? undefined}
            fields={actionData?.fields ?? undefined}
            saved={actionData?.saved}
          />
        ) : (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800" data-testid="feedback-link-error">
            {t(loaderData.error ?? 'errors.link')}
          </p>
        )}
      </div>
    </>
  );
}
