import { Clock, Globe2, Languages, Lock, Mail, MapPin, MessageCircle, Phone, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../i18n/react.tsx';
import { whatsappLinkOf } from '../../shared/content/site-view.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { PageHero } from '../components/ui/page-hero.tsx';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { SocialIcon } from '../components/ui/social-icons.tsx';
import { ContactForm } from '../features/contact/components/contact-form.tsx';
import { useSite } from '../lib/root-data.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { keepWhatWasTyped } from '../components/ui/form/action-form.tsx';
import type { Route } from './+types/contact';
import { contactAction } from './contact.server.ts';

/** The translation namespaces this page uses (only these are embedded in it). */
export const handle: I18nHandle = { i18n: ['contact'] };

/** The message form's post (with or without the page's script): routes/contact.server.ts. */
export const action = (args: Route.ActionArgs) => contactAction(args);

/** With the script: the same post, and what was typed stays if it gets no answer (components/ui/form/action-form.tsx). */
export const clientAction = keepWhatWasTyped;

const TRUST = [
  { key: 'response', Icon: Clock },
  { key: 'confidential', Icon: Lock },
  { key: 'languages', Icon: Languages },
] as const;

const SOCIAL = ['facebook', 'instagram', 'youtube', 'linkedin'] as const;

/**
 * Contact (spec §2): chat and call, trust, ways to connect, hours, social links, the form, FAQ. The
 * details, hours, links and questions are the founder's (Site content); what she has not given is
 * left out.
 */
export default function Contact() {
  const { t } = useTranslation('contact');
  const { founder: about, contact, social, faq } = useSite();
  const founder = about.name;
  const newTab = t('newTab');
  const whatsapp = contact.whatsapp ? whatsappLinkOf(contact.whatsapp) : '';
  const methods = [
    { key: 'whatsapp', Icon: MessageCircle, href: whatsapp, external: true, action: t('methods.whatsapp.action') },
    { key: 'call', Icon: Phone, href: contact.tel && `tel:${contact.tel}`, external: false, action: t('methods.call.action', { phone: contact.phone }) },
    { key: 'email', Icon: Mail, href: contact.email && `mailto:${contact.email}`, external: false, action: contact.email },
  ].filter((m) => m.href);
  const networks = SOCIAL.filter((name) => social[name]);
  const hours = contact.hours.split('\n').filter((line) => line.trim());
  // Sections she has not filled are left out, headings and all (issue 51): no "Ways to connect" without a way.
  const hasAvailability = hours.length > 0 || !!contact.address;
  const hasSide = hasAvailability || networks.length > 0;
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description', { founder })} />
      <PageHero badge={t('hero.badge')} title={t('hero.title')} description={t('hero.description')}>
        <div className="mt-8 flex flex-wrap gap-3">
          {whatsapp && (
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="btn bg-green-700 text-white hover:bg-green-800" data-testid="hero-whatsapp">
              <SocialIcon name="whatsapp" className="size-5" />
              {t('hero.whatsapp')}
              <span className="sr-only"> ({newTab})</span>
            </a>
          )}
          {contact.tel && (
            <a href={`tel:${contact.tel}`} className="btn-secondary" data-testid="hero-call">
              <Phone aria-hidden="true" className="size-4" />
              {t('hero.call')}
              <span className="sr-only">: {contact.phone}</span>
            </a>
          )}
        </div>
        <ul aria-label={t('trust.label')} className="mt-10 grid gap-4 sm:grid-cols-3">
          {TRUST.map(({ key, Icon }) => (
            <li key={key} className="flex gap-3 rounded-2xl bg-white/80 p-4 shadow-sm">
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">{t(`trust.${key}.title`)}</span>
                <span className="text-sm text-slate-700">{t(`trust.${key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </PageHero>

      {methods.length > 0 && (
        <section aria-labelledby="connect" className="container-page py-12">
          <SectionHeading id="connect" title={t('methods.title')} description={t('methods.description')} />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {methods.map(({ key, Icon, href, external, action }) => (
              <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`methods.${key}.title`)}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-700">{t(`methods.${key}.text`)}</p>
                <a
                  href={href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="mt-4 inline-flex min-h-11 items-center break-all font-semibold text-brand-800 underline underline-offset-4"
                >
                  {action}
                  {external && <span className="sr-only"> ({newTab})</span>}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="message-form" className="bg-slate-50 py-12">
        <div className={`container-page grid gap-10 ${hasSide ? 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : 'max-w-3xl'}`}>
          <div className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
            <SectionHeading id="message-form" title={t('form.title')} description={t('form.description')} align="left" />
            <div className="mt-6">
              <ContactForm />
            </div>
          </div>
          {hasSide && (
            <div className="space-y-6">
              {hasAvailability && (
                <section aria-labelledby="availability" className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
                  <h2 id="availability" className="flex items-center gap-2 text-xl font-bold text-slate-900">
                    <Clock aria-hidden="true" className="size-5 text-brand-700" />
                    {t('availability.title')}
                  </h2>
                  {hours.length > 0 && (
                    <ul className="mt-4 space-y-3" data-testid="contact-hours">
                      {hours.map((line, i) => (
                        <li key={i} className="border-b border-slate-100 pb-3 text-slate-800">
                          {line}
                        </li>
                      ))}
                    </ul>
                  )}
                  {contact.address && (
                    <p className="mt-4 flex gap-2 text-slate-800" data-testid="contact-address">
                      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                      {contact.address}
                    </p>
                  )}
                  <p className="mt-4 flex gap-2 text-sm text-slate-700">
                    <Globe2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    {t('availability.globalNote')}
                  </p>
                </section>
              )}
              {networks.length > 0 && (
                <section aria-labelledby="social" className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
                  <h2 id="social" className="text-xl font-bold text-slate-900">
                    {t('social.title')}
                  </h2>
                  <p className="mt-2 text-sm text-slate-700">{t('social.description')}</p>
                  <ul className="mt-4 flex flex-wrap gap-3">
                    {networks.map((name) => (
                      <li key={name}>
                        <a
                          href={social[name]}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-800"
                        >
                          <SocialIcon name={name} />
                          {t(`common:social.${name}`)}
                          <span className="sr-only"> ({newTab})</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-4 flex gap-2 text-sm text-slate-700">
                    <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    {t('trust.confidential.text')}
                  </p>
                </section>
              )}
            </div>
          )}
        </div>
      </section>

      {faq.length > 0 && (
        <section aria-labelledby="faq" className="content-auto container-page py-12">
          <SectionHeading id="faq" title={t('faq.title')} />
          <div className="mx-auto mt-8 max-w-3xl space-y-3">
            {faq.map(({ q, a }, i) => (
              <details key={i} className="group rounded-2xl border border-slate-200 bg-white p-5 open:shadow-sm">
                <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
                  <span className="flex items-center justify-between gap-4">
                    {q}
                    <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
                      +
                    </span>
                  </span>
                </summary>
                <p className="mt-3 whitespace-pre-line text-slate-700">{a}</p>
              </details>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
