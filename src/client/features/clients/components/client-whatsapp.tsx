/**
 * A client's WhatsApp state on their page (issue 53 §2, the channel of issue 52): each consent with
 * its number, when it was given and in which words (what the founder shows if ever asked whether
 * they agreed), and whether and how it was withdrawn; then the latest messages to and from those
 * numbers with their state, a failed one marked with Meta's reason (a wrong or unreachable number
 * is how she learns to call or e-mail instead). Times in IST, and in her own zone when it differs.
 */
import { AlertTriangle } from 'lucide-react';
import type { ClientWhatsApp as WhatsAppState } from '../../../../shared/contracts/clients.ts';
import { CLIENT_LIMITS } from '../../../../shared/contracts/clients.ts';
import { formatIstDateTime } from '../../../../shared/ist.ts';
import { useVisitorTime } from '../../../components/ui/event-time.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { Badge, type Tone } from '../../admin/components/states.tsx';

type Message = WhatsAppState['messages'][number];

const STATUS_TONE: Record<Message['status'], Tone> = {
  pending: 'amber',
  sending: 'amber',
  sent: 'blue',
  delivered: 'green',
  read: 'green',
  failed: 'red',
  cancelled: 'slate',
  received: 'brand',
};

/** An instant in IST, with the reader's own time after it when their zone differs (after hydration). */
function When({ iso }: { iso: string }) {
  const { t } = useTranslation('clients');
  const lang = useLanguage();
  const local = useVisitorTime(iso);
  return (
    <time dateTime={iso}>
      {formatIstDateTime(iso, lang)} {t('common:generic.ist')}
      {local && ` (${t('common:generic.yourTime', { time: local })})`}
    </time>
  );
}

function MessageItem({ message: m }: { message: Message }) {
  const { t } = useTranslation('clients');
  // A template's name says what it was (docs/whatsapp.md); free text is an answer, STOP's confirmation, or theirs.
  const what = m.template ? t(`whatsapp.templates.${m.template}`, { defaultValue: m.template }) : t(`whatsapp.kinds.${m.kind}`, { defaultValue: m.kind });
  const failed = m.status === 'failed';
  return (
    <li
      className={`rounded-xl border p-3 text-sm ${failed ? 'border-red-300 bg-red-50' : m.direction === 'in' ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white'}`}
      data-testid="client-whatsapp-message"
      data-status={m.status}
    >
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        {failed && <AlertTriangle aria-hidden="true" className="size-4 text-red-700" />}
        <span className="break-words">{what}</span>
        <Badge tone={STATUS_TONE[m.status]}>{t(`whatsapp.status.${m.status}`)}</Badge>
      </p>
      <p className="mt-1 text-slate-600">
        {m.direction === 'in' ? t('whatsapp.from', { phone: `+${m.phone}` }) : t('whatsapp.to', { phone: `+${m.phone}` })} · <When iso={m.createdAt} />
      </p>
      {m.statusAt && m.status !== 'received' && (
        <p className="text-slate-600">
          {t(`whatsapp.status.${m.status}`)}: <When iso={m.statusAt} />
        </p>
      )}
      {failed && (
        <p className="mt-1 break-words font-medium text-red-800" data-testid="client-whatsapp-error">
          {m.lastError ? t('whatsapp.failedBecause', { reason: m.lastError }) : t('whatsapp.failedUnknown')}
        </p>
      )}
    </li>
  );
}

export function ClientWhatsAppSection({ whatsapp, className }: { whatsapp: WhatsAppState; className: string }) {
  const { t } = useTranslation('clients');
  const { consents, messages } = whatsapp;
  return (
    <section className={className} data-testid="client-whatsapp" aria-labelledby="client-whatsapp-title">
      <h3 id="client-whatsapp-title" className="text-lg font-semibold text-slate-900">
        {t('whatsapp.title')}
      </h3>
      {consents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="client-whatsapp-none">
          {t('whatsapp.noConsent')}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {consents.map((c) => (
            <li key={c.phone} className="text-sm" data-testid="client-whatsapp-consent">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                <span className="break-all">+{c.phone}</span>
                <Badge tone={c.active ? 'green' : 'slate'}>{c.active ? t('whatsapp.active') : t('whatsapp.withdrawn')}</Badge>
              </p>
              <p className="text-slate-600">
                {t('whatsapp.givenAt')}: <When iso={c.optedInAt} /> · {t(`whatsapp.languages.${c.language}`, { defaultValue: c.language })}
              </p>
              {c.withdrawnAt && (
                <p className="text-slate-600">
                  {c.withdrawnVia === 'whatsapp' ? t('whatsapp.withdrawnByStop') : c.withdrawnVia === 'dashboard' ? t('whatsapp.withdrawnInDashboard') : t('whatsapp.withdrawnAt')}:{' '}
                  <When iso={c.withdrawnAt} />
                </p>
              )}
              <blockquote lang={c.language} className="mt-1 border-l-4 border-slate-200 pl-3 italic text-slate-700">
                <span className="sr-only">{t('whatsapp.wording')}: </span>“{c.wording}”
              </blockquote>
            </li>
          ))}
        </ul>
      )}
      {consents.length > 0 && (
        <>
          <h4 className="mt-5 font-semibold text-slate-900">{t('whatsapp.messagesTitle')}</h4>
          {messages.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{t('whatsapp.noMessages')}</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-600">{t('whatsapp.latest', { n: CLIENT_LIMITS.whatsappMessages })}</p>
              <ol className="mt-2 space-y-2">
                {messages.map((m, i) => (
                  <MessageItem key={i} message={m} />
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </section>
  );
}
