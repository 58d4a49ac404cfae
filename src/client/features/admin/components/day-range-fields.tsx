/**
 * The days an admin list keeps (From, To: IST days, both included), as two date fields; `to` cannot
 * be set before `from`. The list's query sends them as `from` and `to` (shared/contracts/paging.ts).
 */
import { useId } from 'react';
import type { DayRange } from '../../../../shared/contracts/paging.ts';
import { TextField } from '../../../components/ui/form/text-fields.tsx';
import { useTranslation } from '../../../i18n/react.tsx';

export function DayRangeFields({ value, onChange, testId }: { value: DayRange; onChange: (range: DayRange) => void; testId: string }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const from = value.from ?? '';
  const to = value.to ?? '';
  return (
    <>
      <TextField id={`${id}-from`} type="date" label={t('dateRange.from')} value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value || undefined, to: value.to })} data-testid={`${testId}-from`} />
      <TextField id={`${id}-to`} type="date" label={t('dateRange.to')} value={to} min={from || undefined} onChange={(e) => onChange({ from: value.from, to: e.target.value || undefined })} data-testid={`${testId}-to`} />
    </>
  );
}
