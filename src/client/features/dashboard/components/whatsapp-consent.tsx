/**
 * WhatsApp updates (issue 52): what the member agreed to, and one button that withdraws it as easily
 * as it was given (India's DPDP Act). E-mails go on as before.
 */
import { MessageCircleOff } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useWhatsAppConsents, useWithdrawWhatsApp } from '../api/whatsapp-consent.ts';
import { formatDate } from '../lib/format.ts';
import { errorMessage } from './states.tsx';

export function WhatsAppConsentCard({ className }: { className: string }) {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  const query = useWhatsAppConsents();
  const withdraw = useWithdrawWhatsApp();
  const consents = query.data?.consents ?? [];
  const active = consents.filter((c) => c.active);
  return (
    <section aria-labelledby="whatsapp-title" className={className} data-testid="whatsapp-consent">
      <h2 id="whatsapp-title" className="text-xl font-bold text-slate-900">
        {t('whatsapp.title')}
      </h2>
      {query.isSuccess && (
        <div className="mt-2 space-y-3 text-slate-600">
          {active.map((c) => (
            <p key={c.phone}>
              {t('whatsapp.on', { phone: c.phone, date: formatDate(c.optedInAt, lang) })}
              <span className="mt-1 block text-sm italic">“{c.wording}”</span>
            </p>
          ))}
          {!active.length && <p>{consents.length ? t('whatsapp.off') : t('whatsapp.none')}</p>}
          {active.length > 0 && (
            <button
              type="button"
              className="btn-secondary"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(undefined, {
                  onSuccess: () => toast({ title: t('whatsapp.withdrawn') }),
                  onError: (err) => toast({ title: errorMessage(err, t) }),
                })
              }
            >
              <MessageCircleOff aria-hidden="true" className="size-4" />
              {t('whatsapp.withdraw')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
