import { jsonInScript } from '../../../shared/script-json.ts';
import { useNonce } from '../../lib/nonce.tsx';

/**
 * schema.org structured data as <script type="application/ld+json">. Browsers never execute it;
 * it carries the response's nonce anyway so that every inline script of a page has one.
 *
 * It is for crawlers, which read the server's HTML, so only the server builds it: callers pass
 * `import.meta.env.SSR && build(...)`, which leaves the builder (and what it imports) out of the
 * page's JS. In the browser the element hydrates with the server's text in it (React does not
 * rewrite a hydrated element's inner HTML) and stays empty after a client-side navigation, which no
 * crawler makes.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: data ? jsonInScript(data) : '' }} />;
}
