/** Availability (issue 19 §1): when clients can book the founder, what days differ, time she blocks, and her own calendars (issue 53). */
import { useTranslation } from '../../../i18n/react.tsx';
import { useScheduling } from '../api/scheduling.ts';
import { AvailabilityCalendars } from './availability-calendars.tsx';
import { AvailabilityConflicts } from './availability-conflicts.tsx';
import { AvailabilityBlocks, AvailabilityExceptions } from './availability-dates.tsx';
import { AvailabilityRules } from './availability-rules.tsx';
import { ErrorState, Loading, TabHeader } from './states.tsx';

export function AvailabilityTab() {
  const { t } = useTranslation('availability');
  const scheduling = useScheduling();
  return (
    <section aria-labelledby="availability-heading" data-testid="availability-tab">
      <TabHeader id="availability-heading" title={t('title')} description={t('subtitle')} />
      {scheduling.isPending ? (
        <Loading />
      ) : scheduling.isError ? (
        <ErrorState error={scheduling.error} onRetry={() => scheduling.refetch()} />
      ) : (
        <div className="space-y-8">
          <AvailabilityConflicts />
          <AvailabilityRules rules={scheduling.data.rules} />
          <div className="grid gap-8 xl:grid-cols-2">
            <AvailabilityExceptions exceptions={scheduling.data.exceptions} />
            <AvailabilityBlocks blocks={scheduling.data.blocks} />
          </div>
          <AvailabilityCalendars />
        </div>
      )}
    </section>
  );
}
