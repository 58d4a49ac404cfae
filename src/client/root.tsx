import { useState, type ReactNode } from 'react';
import { getI18n, useTranslation } from './i18n/react.tsx';
import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration, useMatches, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import type { Language } from '../shared/constants.ts';
import './app.css';
import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url';
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2?url';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import gujarati400 from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2?url';
import gujarati700 from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff2?url';
import { Footer } from './components/layout/footer.tsx';
import { Navbar } from './components/layout/navbar.tsx';
import { PageShell } from './components/layout/page-shell.tsx';
import { Toaster } from './components/ui/toast.tsx';
import { FrameUserData } from './features/auth/frame-user.tsx';
import { useStoredLanguage } from './features/i18n/use-change-language.ts';
import { RESOURCES_ELEMENT_ID } from './i18n/create.ts';
import { completeLanguage, completePage } from './i18n/load.ts';
import { embeddedJson, embedsShownOnly, pageNamespaces } from './i18n/page-namespaces.ts';
import { appContext } from './lib/app-context.ts';
import type { RootLoaderData } from './lib/root-data.ts';
import { ScriptsWithoutPreloads } from './lib/scripts-without-preloads.tsx';
import { useNonce } from './lib/nonce.tsx';
import { useLanguage } from './lib/use-language.ts';

export async function loader({ context }: Route.LoaderArgs): Promise<RootLoaderData> {
  const app = context.get(appContext);
  const { lang, publicUrl, reads } = app;
  // The practice's content (issue 20); the policy texts only on their own pages.
  const { policies: _policies, ...site } = await reads.siteContent(lang);
  // A page's HTML carries its user in an element of its own (FrameUserData), not here: a page is
  // the same for everyone but for that element (ADR 0022).
  return app.documentRequest ? { lang, publicUrl, site } : { lang, publicUrl, site, user: app.user };
}

/**
 * Fonts a first paint needs, preloaded: both weights of Latin, and both weights of the page's
 * script. The faces are `font-display: optional` (fonts.css): one that is not preloaded comes too
 * late to be used on that page, and bold Hindi or Gujarati would fall back to the device's face.
 */
const LATIN_FONTS = [latin400, latin700];
const FIRST_PAINT_FONTS: Record<Language, readonly string[]> = {
  en: LATIN_FONTS,
  hi: [...LATIN_FONTS, devanagari400, devanagari700],
  gu: [...LATIN_FONTS, gujarati400, gujarati700],
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const lang = useLanguage();
  const matches = useMatches();
  const namespaces = pageNamespaces(matches);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4c1d95" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {FIRST_PAINT_FONTS[lang].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <Navbar />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        <Toaster />
        <FrameUserData />
        <PageStrings lang={lang} namespaces={namespaces} shownOnly={embedsShownOnly(matches)} />
        <ScrollRestoration nonce={nonce} />
        <ScriptsWithoutPreloads nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The page's strings for the browser (docs/decisions/0001, 0011, 0014). Rendered after everything
 * else on the page, so that on the server it knows which strings the render used. In the browser it
 * keeps the element the server sent as it is.
 */
function PageStrings({ lang, namespaces, shownOnly }: { lang: string; namespaces: string[] | null; shownOnly: boolean }) {
  const { i18n } = useTranslation();
  const [embedded] = useState(() => {
    const sent = typeof document === 'undefined' ? null : document.getElementById(RESOURCES_ELEMENT_ID);
    if (sent) return { json: sent.textContent ?? '{}', partial: sent.dataset.partial };
    const { json, partial } = embeddedJson(i18n.store.data[lang] as never, namespaces, shownOnly ? i18n.used : undefined);
    return { json, partial: partial.length ? partial.join(' ') : undefined };
  });
  return (
    <script
      id={RESOURCES_ELEMENT_ID}
      type="application/json"
      data-partial={embedded.partial}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: embedded.json }}
    />
  );
}

/** Before a client-side navigation renders, the rest of the page's language has arrived (see load.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    // Moving to another page: the rest of the language. Refreshing this page's data (a filter, a
    // poll): the rest of its own strings, if it carries only those it showed (ADR 0014).
    // getI18n(): the browser's one translator (entry.client sets it).
    if (new URL(request.url).pathname !== window.location.pathname) await completeLanguage(getI18n());
    else await completePage(getI18n());
    return next();
  },
];

export default function App() {
  useStoredLanguage();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <PageShell title={t('notFound.title')} description={t('notFound.description')} noIndex />;
  }
  return <PageShell title={t('error.title')} description={t('error.description')} noIndex />;
}
