import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/booking';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { ManageBooking } from '../features/bookings/components/manage-booking.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { QueryProvider } from '../lib/query-provider.tsx';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['agenda', 'ledger'] };

/** /booking/:id?sig=...&exp=...[&action=cancel]: the reschedule and cancel link of a booking's e-mails. */
export function loader({ request, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const given = query.get('action');
  const action: 'cancel' | 'reschedule' | null = given === 'cancel' || given === 'reschedule' ? given : null;
  return {
    id: params.id ?? '',
    link: { signature: query.get('sig') ?? '', exp: query.get('exp') ?? undefined },
    action,
  };
}

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('agenda');
  return (
    <>
      <PageMeta title={t('client.pageTitle')} noIndex />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-3xl py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('client.pageTitle')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('client.pageText')}</p>
        </div>
      </section>
      <div className="container-page max-w-3xl pb-16">
        {/* A page of a signed link, not a public one: it carries the query client for the slot picker. */}
        <QueryProvider>
          <ManageBooking id={loaderData.id} link={loaderData.link} action={loaderData.action} />
        </QueryProvider>
      </div>
    </>
  );
}
