/**
 * One client's page (issue 53 §2): who they are (address, phone, account), the founder's private
 * notes and tags on them, then everything they did: registrations and bookings (with their answers,
 * outcome and the notes on each booking), payments with receipts and refunds, messages and her
 * replies, form responses, their WhatsApp consents and messages (client-whatsapp.tsx). Times in IST.
 */
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ClientDetail } from '../../../../shared/contracts/clients.ts';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Badge, EmptyState, ErrorState, Loading } from '../../admin/components/states.tsx';
import { messageOf } from '../../admin/lib/errors.ts';
import { formatDate, formatDateTime, formatInr } from '../../admin/lib/format.ts';
import { useClient, useMakeJoinLink, useSaveClientNotes } from '../api.ts';
import { ClientWhatsAppSection } from './client-whatsapp.tsx';

const PANEL = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** Answers as the form sent them: keys in the order given, values written out. */
function Answers({ answers }: { answers: Record<string, unknown> }) {
  const entries = Object.entries(answers).filter(([, v]) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0));
  if (!entries.length) return null;
  const text = (v: unknown) => (Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {entries.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-slate-700">{k}</dt>
          <dd className="break-words text-slate-600">{text(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, testId, empty, children }: { title: string; testId: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('clients');
  return (
    <section className={PANEL} data-testid={testId}>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {empty ? <p className="mt-2 text-sm text-slate-600">{t('nothing')}</p> : <div className="mt-3">{children}</div>}
    </section>
  );
}

function NotesForm({ client }: { client: ClientDetail }) {
  const { t } = useTranslation('clients');
  const save = useSaveClientNotes(client.id);
  const [notes, setNotes] = useState(client.notes);
  const [tags, setTags] = useState(client.tags.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setErrors({});
    try {
      const list = tags.split(',').map((x) => x.trim()).filter(Boolean);
      await save.mutateAsync({ notes, tags: list });
      toast({ title: t('saved') });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k.split('.')[0], v])));
      setFailure(messageOf(err, t));
    }
  };

  return (
    <section className={PANEL} data-testid="client-notes">
      <h3 className="text-lg font-semibold text-slate-900">{t('notesTitle')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('notesHint')}</p>
      <form method="post" onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextAreaField label={t('notesLabel')} rows={5} maxLength={10_000} value={notes} error={errors.notes} onChange={(e) => setNotes(e.target.value)} data-testid="client-notes-text" />
        <TextField label={t('tagsLabel')} hint={t('tagsHint')} value={tags} error={errors.tags} onChange={(e) => setTags(e.target.value)} data-testid="client-tags" />
        <FormError message={failure} />
        <SubmitButton busy={save.isPending} label={t('save')} busyLabel={t('saving')} className="btn-primary w-full sm:w-auto" data-testid="save-client-notes" />
      </form>
    </section>
  );
}

/** A registration's joining link (issue 53 §3): whether they joined, the link to copy, or a button that makes it. */
function JoinLine({ registration: r }: { registration: ClientDetail['registrations'][number] }) {
  const { t } = useTranslation('clients');
  const lang = useLanguage();
  const make = useMakeJoinLink();
  if (r.status !== 'confirmed' || !r.startsAt) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-sm" data-testid="client-join">
      {r.joinedAt ? <Badge tone="green">{t('joined', { when: `${formatDateTime(r.joinedAt, lang)} IST` })}</Badge> : r.joinLink ? <Badge>{t('notJoined')}</Badge> : null}
      {r.joinLink ? (
        <input readOnly aria-label={t('joinLink')} value={r.joinLink} onFocus={(e) => e.currentTarget.select()} className="min-h-11 w-full max-w-md rounded-lg border border-slate-300 px-3 text-sm" />
      ) : (
        <button type="button" className="btn-secondary min-h-11" disabled={make.isPending} onClick={() => make.mutate(r.id, { onError: (err) => toast({ title: messageOf(err, t), variant: 'destructive' }) })}>
          {t('makeJoinLink')}
        </button>
      )}
    </div>
  );
}

export function ClientDetailView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('clients');
  const lang = useLanguage();
  const client = useClient(id);
  const when = (iso: string) => `${formatDateTime(iso, lang)} IST`;

  const back = (
    <button type="button" className="btn-secondary mb-4" onClick={onBack} data-testid="clients-back">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('back')}
    </button>
  );
  if (client.isPending) return <Loading />;
  if (client.isError)
    return (
      <>
        {back}
        {client.error instanceof ApiError && client.error.status === 404 ? <EmptyState>{t('errors.notFound')}</EmptyState> : <ErrorState error={client.error} onRetry={() => client.refetch()} />}
      </>
    );
  const c = client.data;
  const byRegistration = new Map(c.registrations.map((r) => [r.id, r]));

  return (
    <article aria-labelledby="client-name" className="space-y-6" data-testid="client-detail">
      <div>
        {back}
        <h2 id="client-name" className="text-2xl font-bold text-slate-900">
          {c.name}
        </h2>
        <p className="mt-1 break-all text-slate-700">
          <a className="font-medium text-brand-700 underline underline-offset-2" href={`mailto:${c.email}`}>
            {c.email}
          </a>
          {c.phone && (
            <>
              {' · '}
              <a className="font-medium text-brand-700 underline underline-offset-2" href={`tel:${c.phone.replace(/[^+\d]/g, '')}`}>
                {c.phone}
              </a>
            </>
          )}
        </p>
        <p className="mt-2 flex flex-wrap gap-2">
          {c.account ? (
            <Badge tone={c.account.emailVerified ? 'green' : 'amber'}>
              {t('accountSince', { date: formatDate(c.account.createdAt, lang) })} · {c.account.emailVerified ? t('verified') : t('unverified')}
            </Badge>
          ) : (
            <Badge>{t('noAccount')}</Badge>
          )}
          {c.tags.map((x) => (
            <Badge key={x} tone="brand">
              {x}
            </Badge>
          ))}
        </p>
      </div>

      <NotesForm key={c.id} client={c} />

      <Section title={t('registrationsTitle')} testId="client-registrations" empty={c.registrations.length === 0}>
        <ul className="divide-y divide-slate-100">
          {c.registrations.map((r) => (
            <li key={r.id} className="py-3" data-testid="client-registration">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {r.title ?? t(`types.${r.type}`)} <Badge tone={r.status === 'confirmed' ? 'green' : r.status === 'cancelled' || r.status === 'expired' ? 'slate' : 'amber'}>{t(`status.${r.status}`)}</Badge>
                {r.sessionOutcome && <Badge tone={r.sessionOutcome === 'completed' ? 'green' : 'red'}>{t(`outcomes.${r.sessionOutcome}`)}</Badge>}
              </p>
              <p className="text-sm text-slate-600">
                {t(`types.${r.type}`)}
                {r.startsAt ? ` · ${t('startsAt', { when: when(r.startsAt) })}` : ''}
                {r.amountInr ? ` · ${formatInr(r.amountInr, lang)}` : ''} · {t('submittedAt', { when: when(r.submittedAt) })}
              </p>
              {r.sessionNotes && (
                <p className="mt-1 whitespace-pre-line text-sm text-slate-700">
                  <span className="font-medium">{t('bookingNotes')}: </span>
                  {r.sessionNotes}
                </p>
              )}
              <JoinLine registration={r} />
              <details className="mt-1">
                <summary className="cursor-pointer text-sm font-medium text-brand-700">{t('answers')}</summary>
                <Answers answers={r.answers} />
              </details>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('paymentsTitle')} testId="client-payments" empty={c.payments.length === 0}>
        <ul className="divide-y divide-slate-100">
          {c.payments.map((p) => (
            <li key={p.id} className="py-3 text-sm" data-testid="client-payment">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {formatInr(p.amountInr, lang)} <Badge tone={p.status === 'paid' ? 'green' : p.status === 'failed' || p.status === 'rejected' ? 'red' : 'amber'}>{t(`paymentStatus.${p.status}`)}</Badge>
                {p.test && <Badge>{t('testPayment')}</Badge>}
                {p.flag && <Badge tone="red">{t('flagged')}</Badge>}
              </p>
              <p className="text-slate-600">
                {byRegistration.get(p.registrationId)?.title ?? t(`types.${byRegistration.get(p.registrationId)?.type ?? 'event'}`)}
                {p.paidAt ? ` · ${t('paidAt', { when: when(p.paidAt) })}` : ''}
                {p.method ? ` · ${p.method}` : ''}
                {p.receiptNo ? ` · ${t('receipt', { no: p.receiptNo })}` : ''}
              </p>
              {p.receiptNo && (
                <a className="font-medium text-brand-700 underline underline-offset-2" href={`/admin/receipts/${p.id}`}>
                  {t('openReceipt')}
                </a>
              )}
              {p.refunds.map((x, i) => (
                <p key={i} className="text-slate-600">
                  {t('refund', { amount: formatInr(x.amountInr, lang), when: when(x.createdAt) })} · {t(`refundStatus.${x.status}`)}
                </p>
              ))}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('messagesTitle')} testId="client-messages" empty={c.messages.length === 0}>
        <ol className="space-y-3">
          {c.messages.map((m, i) => (
            <li key={i} className={`rounded-xl p-3 text-sm ${m.direction === 'in' ? 'bg-slate-50' : 'bg-brand-50'}`} data-testid="client-message">
              <p className="text-xs font-medium text-slate-600">
                {m.direction === 'in' ? t('theyWrote') : t('youReplied')} · {when(m.createdAt)}
              </p>
              {m.subject && <p className="mt-1 font-medium text-slate-900">{m.subject}</p>}
              <p className="mt-1 whitespace-pre-line break-words text-slate-800">{m.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <ClientWhatsAppSection className={PANEL} whatsapp={c.whatsapp} />

      <Section title={t('formsTitle')} testId="client-forms" empty={c.formResponses.length === 0}>
        <ul className="divide-y divide-slate-100">
          {c.formResponses.map((f) => (
            <li key={f.id} className="py-3" data-testid="client-form-response">
              <details>
                <summary className="cursor-pointer font-medium text-slate-900">
                  {f.formTitle ?? t('form')} · <span className="font-normal text-slate-600">{when(f.submittedAt)}</span>
                </summary>
                <Answers answers={f.responses} />
              </details>
            </li>
          ))}
        </ul>
      </Section>
    </article>
  );
}
