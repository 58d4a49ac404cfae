import { jsonInScript } from '../../../shared/script-json.ts';
import { useNonce } from '../../lib/nonce.tsx';

/**
 * schema.org structured data as <script type="application/ld+json">. Browsers never execute it;
 * it carries the response's nonce anyway so that every inline script of a page has one.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonInScript(data) }} />;
}
