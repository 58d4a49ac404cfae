import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { Link } from '../../lib/localized-links.tsx';
import { practice } from '../../../shared/content/practice.ts';
import { istToday } from '../../../shared/ist.ts';
import { whatsappLinkOf } from '../../../shared/content/site-view.ts';
import { useSite } from '../../lib/root-data.ts';
import { SocialIcon } from '../ui/social-icons.tsx';
import { NAV_LINKS } from './nav-links.ts';

const SOCIAL = ['facebook', 'instagram', 'youtube', 'linkedin'] as const;

/** Footer (spec §2): quick links, legal links, follow-us links, contact details, rights notice (this year, in India, from the clock). */
export function Footer() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { social, contact } = useSite();
  const networks = SOCIAL.filter((name) => social[name]);
  // A column with nothing in it is not shown (issue 51): "Contact us" waits for her details.
  const hasContact = !!(contact.phone || contact.whatsapp || contact.email);
  const heading = 'mb-3 text-sm font-semibold uppercase tracking-wide text-white';
  const link = 'text-slate-300 hover:text-white';
  return (
    <footer className="content-auto mt-16 bg-brand-900 text-slate-300">
      <div className="container-page grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{practice.name[lang]}</p>
          <p className="mt-2 text-sm">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className="space-y-2 text-sm">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {t(l.key)}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className={`${heading} mt-6`}>{t('footer.legal')}</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/privacy-policy" className={link}>
                {t('footer.privacyPolicy')}
              </Link>
            </li>
            <li>
              <Link to="/refund-policy" className={link}>
                {t('footer.refundPolicy')}
              </Link>
            </li>
          </ul>
        </nav>
        {networks.length > 0 && (
          <div>
            <h2 className={heading}>{t('footer.followUs')}</h2>
            <ul className="flex gap-3">
              {networks.map((name) => (
                <li key={name}>
                  <a
                    href={social[name]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`social.${name}`)}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <SocialIcon name={name} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {hasContact && (
          <div>
            <h2 className={heading}>{t('footer.contactUs')}</h2>
            <ul className="space-y-2 text-sm">
              {contact.phone && (
                <li>
                  <a href={`tel:${contact.tel}`} className={`${link} inline-flex items-center gap-2`}>
                    <Phone aria-hidden="true" className="size-4" />
                    {contact.phone}
                  </a>
                </li>
              )}
              {contact.whatsapp && (
                <li>
                  <a href={whatsappLinkOf(contact.whatsapp)} target="_blank" rel="noopener noreferrer" className={`${link} inline-flex items-center gap-2`}>
                    <MessageCircle aria-hidden="true" className="size-4" />
                    {t('social.whatsapp')}
                  </a>
                </li>
              )}
              {contact.email && (
                <li>
                  <a href={`mailto:${contact.email}`} className={`${link} inline-flex items-center gap-2 break-all`}>
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    {contact.email}
                  </a>
                </li>
              )}
            </ul>
          </div>
        )}
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-4 text-center text-xs text-slate-400">
          {t('footer.rights', { year: istToday().slice(0, 4), name: practice.name[lang] })}
        </p>
      </div>
    </footer>
  );
}
