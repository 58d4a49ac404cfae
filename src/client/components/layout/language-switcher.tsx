import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { isLanguage, LANGUAGE_ENTRIES } from '../../../shared/constants.ts';
import { useChangeLanguage } from '../../features/i18n/use-change-language.ts';

/**
 * A native select: accessible by keyboard and screen reader, and no script to download. On a public
 * page a choice leads to the same page at that language's address (ADR 0019). It is in the site's
 * font for the page's own language, like the rest of the bar, and the other languages' names in the
 * device's own font: the browser measures every option to size the list, and with all three web
 * faces an English page downloaded the Devanagari and Gujarati ones (about 90 KB) for two words
 * (issue 21). On a first page (no `site-fonts` class, lib/site-fonts.tsx) all of it is the device's.
 * The faces are app.css's `--font-own` (the `font-own` utility).
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        data-testid="language-switcher"
        value={i18n.language}
        onChange={(e) => isLanguage(e.target.value) && void changeLanguage(e.target.value)}
        className="font-own min-h-11 rounded-full border border-slate-300 bg-white px-2 py-1 text-xs text-slate-700 hover:border-brand-600 sm:px-3 sm:text-sm"
      >
        {LANGUAGE_ENTRIES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
