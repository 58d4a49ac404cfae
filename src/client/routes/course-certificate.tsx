/**
 * /course/:slug/certificate (members only): the completion certificate of the 7-day course (issue 54
 * part 3), a printable page in the learner's language with their name and the date the last day
 * was marked done. Before all seven are done it says so (409).
 */
import { data } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/course-certificate';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { requireUser } from '../features/auth/guards.server.ts';
import { CertificateView } from '../features/course/components/certificate-view.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { appContext } from '../lib/app-context.ts';

export const handle: I18nHandle = { i18n: ['course'] };

export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  const outcome = await args.context.get(appContext).course.certificate(args.params.slug);
  return outcome.ok ? { certificate: outcome.value, slug: args.params.slug, error: null } : data({ certificate: null, slug: args.params.slug, error: outcome.message }, { status: outcome.status });
}

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('course');
  const { certificate, slug, error } = loaderData;
  return (
    <>
      <PageMeta title={t('certificate.metaTitle')} noIndex />
      {certificate ? (
        <CertificateView certificate={certificate} slug={slug} />
      ) : (
        <div className="container-page max-w-3xl py-12">
          <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-slate-900" data-testid="certificate-error">
            {error}
          </p>
        </div>
      )}
    </>
  );
}
