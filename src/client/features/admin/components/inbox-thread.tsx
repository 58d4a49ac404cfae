/**
 * One conversation of the inbox: what the visitor wrote and what was answered (plain text: a
 * visitor's words are never markup or links), a composer that answers this one person in their
 * language with a reusable reply inserted in that language, and close/reopen.
 */
import { ArrowLeft, Archive, ArchiveRestore, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { INBOX_LIMITS, templateText, type Thread } from '../../../../shared/contracts/inbox.ts';
import { TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useReply, useReplyTemplates, useSetClosed, useThread } from '../api/inbox.ts';
import { errorToast } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { Badge, ErrorState, Loading } from './states.tsx';

export const STATE_TONES = { new: 'amber', answered: 'green', closed: 'slate' } as const;

/**
 * The answer's way (issue 52): e-mail, or WhatsApp for a person who writes there, as free text only
 * within 24 hours of their last WhatsApp message (Meta's rule); outside it the composer says so and
 * answers by e-mail.
 */
function Composer({ id, name, locale, whatsapp }: { id: string; name: string; locale: string; whatsapp: Thread['whatsapp'] }) {
  const { t } = useTranslation('inbox');
  const lang = useLanguage();
  const [channel, setChannel] = useState<'email' | 'whatsapp'>(whatsapp?.open ? 'whatsapp' : 'email');
  const byWhatsApp = channel === 'whatsapp' && !!whatsapp?.open;
  const templates = useReplyTemplates();
  const reply = useReply(id);
  const [chosen, setChosen] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const selectId = useId();
  const language = t(`languages.${locale}`, { defaultValue: locale });

  function insert() {
    const template = templates.data?.find((x) => x.id === chosen);
    if (!template) return;
    const text = templateText(template, locale);
    setBody((current) => (current.trim() ? `${current.replace(/\s+$/, '')}\n\n${text}` : text));
    setErrors({});
    // Straight on to the text, to read it over or add to it.
    requestAnimationFrame(() => bodyRef.current?.focus());
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setErrors({ body: t('errors.replyRequired') });
      bodyRef.current?.focus();
      return;
    }
    try {
      await reply.mutateAsync(byWhatsApp ? { body, channel: 'whatsapp' } : { body, subject: subject.trim() || undefined });
      setBody('');
      setSubject('');
      setChosen('');
      setErrors({});
      toast({ title: t('composer.sent', { name }) });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      else errorToast(t('composer.failed'), err, t);
    }
  }

  return (
    <form onSubmit={send} noValidate className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby={`${selectId}-title`} data-testid="inbox-composer">
      <h3 id={`${selectId}-title`} className="mb-3 text-base font-semibold text-slate-900">
        {t('composer.title', { name })}
      </h3>
      {templates.data && templates.data.length > 0 ? (
        <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800">
              {t('composer.template')}
            </label>
            <select id={selectId} value={chosen} onChange={(e) => setChosen(e.target.value)} className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900" data-testid="template-select">
              <option value="">{t('composer.chooseTemplate')}</option>
              {templates.data.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn-secondary" onClick={insert} disabled={!chosen} data-testid="insert-template">
            {t('composer.insert')}
          </button>
        </div>
      ) : (
        templates.isSuccess && <p className="mb-3 text-sm text-slate-600">{t('composer.noTemplates')}</p>
      )}
      {whatsapp && (
        <fieldset className="mb-3" data-testid="reply-channel">
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('composer.channel')}</legend>
          <div className="flex flex-wrap gap-4">
            <label className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`${selectId}-channel`} value="email" checked={!byWhatsApp} onChange={() => setChannel('email')} />
              {t('composer.byEmail')}
            </label>
            <label className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`${selectId}-channel`} value="whatsapp" checked={byWhatsApp} disabled={!whatsapp.open} onChange={() => setChannel('whatsapp')} />
              {t('composer.byWhatsApp')}
            </label>
          </div>
          <p className="mt-1.5 text-sm text-slate-600">
            {whatsapp.open && whatsapp.until ? t('composer.whatsappOpen', { time: formatDateTime(whatsapp.until, lang) }) : t('composer.whatsappClosed')}
          </p>
        </fieldset>
      )}
      {!byWhatsApp && <TextField label={t('composer.subject')} value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={INBOX_LIMITS.subject} error={errors.subject} className="mb-3" />}
      <TextAreaField
        ref={bodyRef}
        label={byWhatsApp ? t('composer.bodyWhatsApp') : t('composer.body', { language })}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={7}
        required
        error={errors.body}
        lang={locale}
        data-testid="reply-body"
      />
      <div className="mt-3 flex justify-end">
        <button type="submit" className="btn-primary" disabled={reply.isPending} data-testid="send-reply">
          <Send aria-hidden="true" className="size-4" />
          {t('composer.send')}
        </button>
      </div>
    </form>
  );
}

export function InboxThread({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('inbox');
  const lang = useLanguage();
  const thread = useThread(id);
  const setClosed = useSetClosed(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = thread.isSuccess;

  // Opened from the list: the reader (and a screen reader) starts at the person's name.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  async function toggle(closed: boolean) {
    try {
      await setClosed.mutateAsync(closed);
      toast({ title: t(closed ? 'closed' : 'reopened') });
    } catch (err) {
      errorToast(t('stateFailed'), err, t);
    }
  }

  return (
    <section data-testid="inbox-thread">
      <button type="button" className="btn-secondary mb-4" onClick={onBack} data-testid="inbox-back">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </button>
      {thread.isPending ? (
        <Loading />
      ) : thread.isError ? (
        <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h3 ref={headingRef} tabIndex={-1} className="break-words text-lg font-bold text-slate-900 outline-none" data-testid="thread-name">
                {thread.data.conversation.name}
              </h3>
              <p className="break-all text-sm text-slate-700">{thread.data.conversation.email}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <Badge tone={STATE_TONES[thread.data.conversation.state]} testId="thread-state">
                  {t(`states.${thread.data.conversation.state}`)}
                </Badge>
                <Badge tone="blue">{t(`kinds.${thread.data.conversation.kind}`)}</Badge>
                <span className="text-xs text-slate-600">{t('writesIn', { language: t(`languages.${thread.data.conversation.locale}`, { defaultValue: thread.data.conversation.locale }) })}</span>
              </div>
            </div>
            {thread.data.conversation.state === 'closed' ? (
              <button type="button" className="btn-secondary shrink-0" onClick={() => void toggle(false)} disabled={setClosed.isPending} data-testid="reopen-conversation">
                <ArchiveRestore aria-hidden="true" className="size-4" />
                {t('reopen')}
              </button>
            ) : (
              <button type="button" className="btn-secondary shrink-0" onClick={() => void toggle(true)} disabled={setClosed.isPending} data-testid="close-conversation">
                <Archive aria-hidden="true" className="size-4" />
                {t('close')}
              </button>
            )}
          </div>
          <ol className="mt-5 space-y-3" data-testid="thread-messages">
            {thread.data.messages.map((m) => (
              <li
                key={m.id}
                className={`rounded-2xl border p-4 ${m.direction === 'in' ? 'border-slate-200 bg-white sm:mr-10' : 'border-brand-200 bg-brand-50 sm:ml-10'}`}
                data-testid={`message-${m.direction}`}
              >
                <p className="text-xs font-semibold text-slate-700">
                  {m.direction === 'in' ? t('theyWrote', { name: thread.data.conversation.name }) : t('youAnswered', { who: m.sentBy ?? '' })} · {formatDateTime(m.createdAt, lang)}
                  {m.channel === 'whatsapp' && m.direction === 'in' && <> · {t('whatsappStatus.received')}</>}
                  {m.mailStatus && <> · {t(`${m.channel === 'whatsapp' ? 'whatsappStatus' : 'mailStatus'}.${m.mailStatus}`, { defaultValue: m.mailStatus })}</>}
                </p>
                {m.subject && <p className="mt-1 text-sm font-semibold text-slate-900">{m.subject}</p>}
                {/* Text as text: React escapes it, and nothing turns it into links. */}
                <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800" data-testid="message-body">
                  {m.body || t('noMessage')}
                </p>
              </li>
            ))}
          </ol>
          <Composer key={`${id}-${thread.data.whatsapp?.open ?? 'none'}`} id={id} name={thread.data.conversation.name} locale={thread.data.conversation.locale} whatsapp={thread.data.whatsapp} />
        </>
      )}
    </section>
  );
}
