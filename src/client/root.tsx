import { useState, type ReactNode } from 'react';
import { getI18n, useTranslation } from './i18n/react.tsx';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
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
import { ScrollRestorationOnReturn } from './lib/scroll-restoration.tsx';
import { SiteFonts, useSiteFontsClass } from './lib/site-fonts.tsx';
import { useNonce } from './lib/nonce.tsx';
import { useLanguage } from './lib/use-language.ts';

export async function loader({ context }: Route.LoaderArgs): Promise<RootLoaderData> {
  const app = context.get(appContext);
  const { lang, publicUrl, reads, whatsapp } = app;
  // The practice's content (issue 20); the policy texts only on their own pages.
  const { policies: _policies, ...site } = await reads.siteContent(lang);
  // A page's HTML carries its user in an element of its own (FrameUserData), not here: a page is
  // the same for everyone but for that element (ADR 0022).
  return app.documentRequest ? { lang, publicUrl, site, whatsapp } : { lang, publicUrl, site, whatsapp, user: app.user };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const lang = useLanguage();
  const matches = useMatches();
  const namespaces = pageNamespaces(matches);
  const siteFontsClass = useSiteFontsClass();
  return (
    // suppressHydrationWarning: the class is the server's alone (lib/site-fonts.tsx), React in the browser renders none.
    <html lang={lang} className={siteFontsClass} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4c1d95" />
        <link rel="icon" href="/favicon.png" type="image/png" sizes="96x96" />
        <SiteFonts lang={lang} nonce={nonce} />
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
        <ScrollRestorationOnReturn nonce={nonce} />
        <Scripts nonce={nonce} />
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
