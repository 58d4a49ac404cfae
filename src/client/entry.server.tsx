import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { MemoryRouter, ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import type { I18n } from '../shared/i18n/translator.ts';
import { UserAreaFor } from './components/layout/user-menu.tsx';
import { FrameUserData, FrameUserProvider } from './features/auth/frame-user.tsx';
import { MemberWelcomeFor } from './features/dashboard/components/member-welcome.tsx';
import { createI18n } from './i18n/create.ts';
import { I18nProvider } from './i18n/react.tsx';
import { appContext, type RenderFrameParts } from './lib/app-context.ts';
import { NonceProvider } from './lib/nonce.tsx';
import { SiteFontsHeld } from './lib/site-fonts.tsx';

export const streamTimeout = 5000;

/** One translator per language's strings: the frame's parts are rendered many times with the same. */
const frameI18n = new WeakMap<object, I18n>();

/**
 * The frame's parts for `user` on the page at `path`, rendered alone, as the whole page renders them
 * (the same components, the same strings): the server swaps a visitor's parts for a member's.
 */
export const renderFrameParts: RenderFrameParts = (lang, resources, user, path) => {
  let i18n = frameI18n.get(resources);
  if (!i18n) frameI18n.set(resources, (i18n = createI18n(lang, resources)));
  const render = (node: ReactNode) =>
    renderToString(
      <I18nProvider i18n={i18n}>
        <FrameUserProvider user={user}>
          <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
        </FrameUserProvider>
      </I18nProvider>,
    );
  return {
    userArea: render(<UserAreaFor user={user} variant="bar" />),
    drawerUserArea: render(<UserAreaFor user={user} variant="drawer" />),
    userData: render(<FrameUserData />),
    welcome: render(<MemberWelcomeFor user={user} />),
  };
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const { lang, nonce, resources, user, siteFonts } = loadContext.get(appContext);
  const i18n = createI18n(lang, resources);
  // Which strings the page shows: only those travel with it (root.tsx, PageStrings).
  i18n.used = new Map();
  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const userAgent = request.headers.get('user-agent');
  const readyEvent = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Stops a render that is still streaming after streamTimeout (its pending boundaries flush as
    // errors). Cleared once the page has been written: a timer left running keeps the request, the
    // React tree and its strings in memory for six seconds after each answer (tens of MB under load).
    let timeout: NodeJS.Timeout | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const stopTimeout = () => {
      clearTimeout(timeout);
      timeout = undefined;
    };
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <FrameUserProvider user={user}>
          <NonceProvider value={nonce}>
            <SiteFontsHeld value={siteFonts}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </SiteFontsHeld>
          </NonceProvider>
        </FrameUserProvider>
      </I18nProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              stopTimeout();
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.set('Content-Language', lang);
          responseHeaders.append('Vary', 'Cookie');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          stopTimeout();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
