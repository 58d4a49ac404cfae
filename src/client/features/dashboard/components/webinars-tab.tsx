/** Webinars: the member's registrations and the ones open to them, with Register and the price (spec §4). */
import { Users } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import type { Webinar } from '../../../../shared/contracts/content.ts';
import { useMyWebinars } from '../api/get-my-webinars.ts';
import { formatInr } from '../lib/format.ts';
import { EventWhen } from './event-when.tsx';
import { RegistrationCard } from './registration-card.tsx';
import { Empty, ErrorState, Loading, Panel } from './states.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { MyBookings } from '../../bookings/components/my-bookings.tsx';

function AvailableCard({ webinar }: { webinar: Webinar }) {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  const price = webinar.priceInr > 0 ? formatInr(webinar.priceInr, lang) : t('webinars.free');
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="available-card">
      <div>
        <h3 className="text-lg font-semibold break-words text-slate-900">{webinar.title}</h3>
        {webinar.shortDescription && <p className="mt-1 text-sm text-slate-600">{webinar.shortDescription}</p>}
      </div>
      <EventWhen event={webinar} />
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Users aria-hidden="true" className="size-4 text-brand-700" />
        {webinar.seatsLeft > 0 ? t('webinars.seatsLeft', { count: webinar.seatsLeft }) : t('webinars.full')}
      </p>
      <div className="mt-auto">
        <Link to={`/register?webinarId=${encodeURIComponent(webinar.id)}&type=webinar`} className="btn-primary w-full sm:w-auto">
          {t('webinars.register', { price })}
        </Link>
      </div>
    </article>
  );
}

export function WebinarsTab() {
  const { t } = useTranslation('dashboard');
  const query = useMyWebinars();
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { registered, available } = query.data;
  const upcoming = registered.filter((r) => !r.isPast);
  const past = registered.filter((r) => r.isPast);
  return (
    <div className="space-y-10">
      <MyBookings />
      <Panel id="registered-title" title={t('webinars.registeredTitle')}>
        {registered.length === 0 ? (
          <Empty>{t('webinars.noneRegistered')}</Empty>
        ) : (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="registered-list">
            {[...upcoming, ...past].map((reg) => (
              <RegistrationCard key={reg.id} reg={reg} />
            ))}
          </div>
        )}
      </Panel>
      <Panel id="available-title" title={t('webinars.availableTitle')}>
        {available.length === 0 ? (
          <Empty>{t('webinars.noneAvailable')}</Empty>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="available-list">
            {available.map((w) => (
              <AvailableCard key={w.id} webinar={w} />
            ))}
          </div>
        )}
      </Panel>
    </div>
  );
}
