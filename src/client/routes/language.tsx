import { data, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/language';
import { DEFAULT_LANGUAGE } from '../../shared/constants.ts';
import { isPrefixLanguage } from '../../shared/language-address.ts';
import { LanguageOffer } from '../features/i18n/components/language-offer.tsx';
import { showLanguage } from '../features/i18n/use-change-language.ts';
import { getI18n } from '../i18n/react.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/**
 * The public pages, each at its address in each language (routes.ts, ADR 0019): `/about`,
 * `/hi/about`, `/gu/about`. The server renders the address's language (plugins/ssr.ts); this route
 * answers 404 for a first segment that is not a language, and shows the address's language when
 * the browser moves to another address (a link, the language switch).
 */

/** The frame's strings only (the pages name their own). */
export const handle: I18nHandle = { i18n: [], embed: 'shown' };

export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isPrefixLanguage(params.lang)) throw data(null, { status: 404 });
  return null;
}

/** Only a change of prefix can make the answer differ. */
export const shouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) => currentParams.lang !== nextParams.lang;

/** Before the page at another address renders: its language's strings are there and in use. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ params }, next) => {
    await showLanguage(getI18n(), isPrefixLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE);
    return next();
  },
];

export default function LanguageAddress() {
  return (
    <>
      <LanguageOffer />
      <Outlet />
    </>
  );
}
