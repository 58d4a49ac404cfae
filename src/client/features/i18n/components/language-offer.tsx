import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { loadNamespace } from '../../../i18n/load.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/constants.ts';
import { isPrefixLanguage, languageAtLoad } from '../../../../shared/language-address.ts';
import { lookup } from '../../../../shared/i18n/translator.ts';
import { rememberLanguage, useChangeLanguage, visitorLanguage } from '../use-change-language.ts';

type Offer = { lang: Language; strings: Record<string, unknown> };

/**
 * A first visit to an English page from a browser that prefers Hindi or Gujarati is offered that
 * language, in it (ADR 0019). Not a redirect: crawlers and readers of English keep the English
 * page. Shown until the visitor answers (read it, or keep this language: both are remembered).
 */
export function LanguageOffer() {
  const { i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    const lang = languageAtLoad(i18n.language, visitorLanguage(), DEFAULT_LANGUAGE).offer;
    if (!isPrefixLanguage(lang)) return;
    let live = true;
    loadNamespace(lang, 'common')
      .then((strings) => live && strings && setOffer({ lang, strings }))
      .catch((err) => console.error('could not load the language offer', err));
    return () => {
      live = false;
    };
  }, [i18n.language]);

  if (!offer || i18n.language !== DEFAULT_LANGUAGE) return null;
  const text = (key: string) => String(lookup(offer.strings, `languageOffer.${key}`) ?? '');
  const answer = (lang: Language) => {
    setOffer(null);
    if (lang === DEFAULT_LANGUAGE) rememberLanguage(lang);
    else void changeLanguage(lang);
  };
  return (
    <aside lang={offer.lang} aria-label={text('label')} className="border-b border-brand-100 bg-brand-50" data-testid="language-offer">
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm text-slate-800">
        <p className="flex-1">{text('text')}</p>
        <button type="button" className="btn-primary min-h-11 px-4 text-sm" onClick={() => answer(offer.lang)}>
          {text('accept')}
        </button>
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-slate-700 hover:bg-white"
          onClick={() => answer(DEFAULT_LANGUAGE)}
        >
          <X aria-hidden="true" className="size-4" />
          {text('dismiss')}
        </button>
      </div>
    </aside>
  );
}
