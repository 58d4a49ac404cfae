import { ArrowLeft, Mail, MapPin, Phone } from 'lucide-react';
import { REFUND_POLICY } from '../../../../shared/refund-policy.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import { practice } from '../../../../shared/content/practice.ts';
import { useSite, type SiteFrame } from '../../../lib/root-data.ts';
import { PageMeta } from '../../../components/layout/page-meta.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

interface SectionText {
  title: string;
  paragraphs?: Record<string, string>;
  items?: Record<string, string>;
  closing?: string;
}

/**
 * A policy page: title, "last updated", introduction, a table of contents, the sections in the
 * order given (texts from legal.json), the practice's contact details (Site content), and Back to
 * Home links. When the founder wrote her own text of the policy (`text`, Site content), it is the
 * page's body instead of the standard sections: shown as text, a paragraph per blank line.
 */
export function PolicyPage({ policy, sections, text = '' }: { policy: 'privacy' | 'refund'; sections: readonly string[]; text?: string }) {
  const { t } = useTranslation('legal');
  const lang = useLanguage();
  const { contact } = useSite();
  const name = practice.name[lang];
  const own = text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const section = (id: string) => t(`${policy}.sections.${id}`, { returnObjects: true, name }) as SectionText;
  const backLink = (
    <Link to="/" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('common:generic.backToHome')}
    </Link>
  );
  return (
    <>
      <PageMeta title={t(`${policy}.title`)} description={t(`${policy}.metaDescription`, { name })} />
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-14">
          {backLink}
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">{t(`${policy}.title`)}</h1>
          {own.length === 0 && (
            <>
              <p className="mt-3 text-sm font-medium text-slate-600" data-testid="last-updated">
                {t(`${policy}.lastUpdated`)}
              </p>
              <p className="mt-4 max-w-3xl text-lg text-slate-700">{t(`${policy}.intro`, { name })}</p>
            </>
          )}
          {policy === 'refund' && (
            // The policy as the server applies it (shared/refund-policy.ts): one place for the numbers.
            <ul className="mt-6 max-w-3xl space-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 font-semibold text-slate-900" data-testid="refund-policy-rules">
              <li>{t('ledger:policy.event', { hours: REFUND_POLICY.eventFullRefundHours })}</li>
              <li>{t('agenda:policyBooking', { hours: REFUND_POLICY.bookingFullRefundHours })}</li>
              <li>{t('ledger:policy.undated', { days: REFUND_POLICY.undatedFullRefundDays })}</li>
              <li>{t('ledger:policy.course')}</li>
              <li className="font-normal">{t('ledger:policy.how')}</li>
            </ul>
          )}
        </div>
      </div>
      {own.length > 0 ? (
        <div className="container-page max-w-3xl space-y-4 py-10" data-testid="policy-text">
          {own.map((p, i) => (
            <p key={i} className="whitespace-pre-line text-slate-700">
              {p}
            </p>
          ))}
          <ContactDetails name={name} contact={contact} />
          <div className="border-t border-slate-200 pt-6">{backLink}</div>
        </div>
      ) : (
        <div className="container-page grid gap-10 py-10 lg:grid-cols-[240px_minmax(0,1fr)]">
          <nav aria-labelledby={`${policy}-toc`} className="lg:sticky lg:top-24 lg:self-start">
            <h2 id={`${policy}-toc`} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {t('contents')}
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map((id, i) => (
                <li key={id}>
                  <a href={`#${id}`} className="inline-flex min-h-9 items-center text-slate-700 hover:text-brand-800 hover:underline">
                    {i + 1}. {section(id).title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl space-y-10">
            {sections.map((id, i) => {
              const s = section(id);
              return (
                <section key={id} aria-labelledby={id} className="content-auto scroll-mt-24">
                  <h2 id={id} className="text-xl font-bold text-slate-900 sm:text-2xl">
                    {i + 1}. {s.title}
                  </h2>
                  {Object.entries(s.paragraphs ?? {}).map(([k, p]) => (
                    <p key={k} className="mt-3 text-slate-700">
                      {p}
                    </p>
                  ))}
                  {s.items && (
                    <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
                      {Object.entries(s.items).map(([k, item]) => (
                        <li key={k}>{item}</li>
                      ))}
                    </ul>
                  )}
                  {s.closing && <p className="mt-3 text-slate-700">{s.closing}</p>}
                  {id === 'contact' && <ContactDetails name={name} contact={contact} />}
                </section>
              );
            })}
            <div className="border-t border-slate-200 pt-6">{backLink}</div>
          </div>
        </div>
      )}
    </>
  );
}

/** The practice's name and the contact details the founder gave (Site content). */
function ContactDetails({ name, contact }: { name: string; contact: SiteFrame['contact'] }) {
  return (
    <address className="mt-4 space-y-2 rounded-2xl bg-slate-50 p-5 not-italic text-slate-800">
      <p className="font-semibold">{name}</p>
      {contact.email && (
        <p className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 text-brand-700" />
          <a href={`mailto:${contact.email}`} className="break-all text-brand-800 underline underline-offset-4">
            {contact.email}
          </a>
        </p>
      )}
      {contact.tel && (
        <p className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 text-brand-700" />
          <a href={`tel:${contact.tel}`} className="text-brand-800 underline underline-offset-4">
            {contact.phone}
          </a>
        </p>
      )}
      {contact.address && (
        <p className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 text-brand-700" />
          {contact.address}
        </p>
      )}
    </address>
  );
}
