import { ChevronDown } from 'lucide-react';
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { LANGUAGE_ENTRIES, nativeLanguageName, type Language } from '../../../shared/constants.ts';
import { languageSwitchPath, localizePath } from '../../../shared/language-address.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { useChangeLanguage } from '../../features/i18n/use-change-language.ts';

/**
 * The language switch: a disclosure (`<details>`) showing the page's language, opening on a list of
 * the three, each a link to this page at that language's address (ADR 0019), query and hash kept.
 * It works before the page's script has run and without it: a plain link, which names the language
 * where the address alone would not tell the server (languageSwitchPath). After hydration a choice
 * loads the strings first and moves without reloading (use-change-language.ts); a press or the
 * focus outside, Escape, or the browser's back closes the list (lib/use-dismiss.ts).
 *
 * Not a `<select>` (issue 21, ADR 0031): a browser lays out every option of a select to size it, so
 * every page shaped the names of all three languages before its first paint. An English page looked
 * up Devanagari and Gujarati faces for two words, a Gujarati one the Devanagari face: the bar and
 * hero's layout took 1.6 times as long. A closed `<details>` lays out its summary only.
 *
 * Its names are in `font-own` (app.css): the site's face for the page's own language; the other
 * languages' names in the device's, so that opening the list downloads no other script's face.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const changeLanguage = useChangeLanguage();
  const { pathname, search, hash } = useLocation();
  const here = pathname + search + hash;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  // `open` follows the element: set at once by the summary's click (so that the listeners of
  // useDismiss are there before the next key or press), and by `toggle`, which comes later.
  const close = useCallback(() => {
    if (rootRef.current) rootRef.current.open = false;
    setOpen(false);
  }, []);
  useDismiss(open, rootRef, close, summaryRef);

  const choose = (e: MouseEvent<HTMLAnchorElement>, code: Language) => {
    // A new tab or window is the browser's to open.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    close();
    summaryRef.current?.focus();
    void changeLanguage(code);
  };

  const currentName = nativeLanguageName(current);
  return (
    <details ref={rootRef} className="font-own relative" data-testid="language-switcher" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary
        ref={summaryRef}
        onClick={() => setOpen(!rootRef.current?.open)}
        aria-label={`${t('nav.language')}: ${currentName}`}
        className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-full border border-slate-300 bg-white px-2 py-1 text-xs text-slate-700 hover:border-brand-600 sm:px-3 sm:text-sm [&::-webkit-details-marker]:hidden"
      >
        {currentName}
        <ChevronDown aria-hidden="true" className="size-4" />
      </summary>
      <ul className="absolute right-0 z-50 mt-2 min-w-32 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        {LANGUAGE_ENTRIES.map((l) => (
          <li key={l.code}>
            <a
              href={l.code === current ? localizePath(here, l.code) : languageSwitchPath(here, l.code)}
              lang={l.code}
              hrefLang={l.code}
              aria-current={l.code === current ? 'true' : undefined}
              onClick={(e) => choose(e, l.code)}
              className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 focus-visible:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-800"
            >
              {l.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
