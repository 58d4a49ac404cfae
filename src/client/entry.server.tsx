import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { FrameUserProvider } from './features/auth/frame-user.tsx';
import { createI18n } from './i18n/create.ts';
import { I18nProvider } from './i18n/react.tsx';
import { appContext } from './lib/app-context.ts';
import { NonceProvider } from './lib/nonce.tsx';
import { SiteFontsHeld } from './lib/site-fonts.tsx';

export const streamTimeout = 5000;

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
