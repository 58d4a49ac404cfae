/** One submission in full, in a drawer beside the table: every answer under the label it was asked with. */
import { useTranslation } from '../../../i18n/react.tsx';
import type { SubmissionRow } from '../../../../shared/contracts/admin.ts';
import { Dialog, DialogBody, DialogCancel, DialogFooter } from '../../../components/ui/dialog.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDateTime } from '../lib/format.ts';
import { ConsentMark, PaymentBadge } from './submission-marks.tsx';
import { Badge } from './states.tsx';

export function SubmissionDialog({ row, onClose }: { row: SubmissionRow | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  return (
    <Dialog open={!!row} onOpenChange={(open) => !open && onClose()} title={row?.values.fullName ?? t('submissions.details')} closeLabel={t('actions.close')} drawer testId="submission-dialog">
      {row && (
        <>
          <DialogBody>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="brand">{t(`submissions.badges.${row.badge}`)}</Badge>
              {row.status && <Badge tone="slate">{t(`submissions.status.${row.status}`)}</Badge>}
              <PaymentBadge status={row.paymentStatus} />
            </div>
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
              {row.formTitle && (
                <>
                  <dt className="text-slate-500">{t('submissions.columns.formTitle')}</dt>
                  <dd className="text-slate-900">{row.formTitle}</dd>
                </>
              )}
              <dt className="text-slate-500">{t('submissions.columns.submittedAt')}</dt>
              <dd className="text-slate-900">{formatDateTime(row.submittedAt, lang)}</dd>
              <dt className="text-slate-500">{t('submissions.columns.reference')}</dt>
              <dd className="font-mono text-slate-900">{row.reference}</dd>
              <dt className="text-slate-500">{t('submissions.columns.consent')}</dt>
              <dd>
                <ConsentMark consent={row.consent} />
              </dd>
            </dl>
            <h3 className="text-sm font-semibold text-slate-900">{t('submissions.answers')}</h3>
            <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {row.answers.map((a, i) => (
                <div key={`${i}-${a.label}`} className="grid gap-1 px-3 py-2 text-sm sm:grid-cols-[14rem_1fr]">
                  <dt className="text-slate-600">{a.label}</dt>
                  <dd className="whitespace-pre-wrap break-words text-slate-900">
                    {a.image ? (
                      <a href={a.image} target="_blank" rel="noreferrer" className="inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600" data-testid="answer-image">
                        <img src={a.image} alt={t('submissions.openPhoto')} width={96} height={96} className="size-24 rounded-lg border border-slate-200 object-cover" />
                      </a>
                    ) : (
                      a.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </DialogBody>
          <DialogFooter>
            <DialogCancel>{t('actions.close')}</DialogCancel>
          </DialogFooter>
        </>
      )}
    </Dialog>
  );
}
