import { useNonce } from '../../lib/nonce.tsx';

/**
 * schema.org structured data as <script type="application/ld+json">. Browsers never execute it;
 * it carries the response's nonce anyway so that every inline script of a page has one.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
