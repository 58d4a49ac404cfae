/**
 * `shouldRevalidate` of pages whose query string holds only what is shown (a tab, a search, an open
 * item) while their data comes from the API: moving within the page asks the loader nothing again;
 * another page is React Router's usual choice.
 *
 *   export const shouldRevalidate = keepDataWithinPage;
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router';

export function keepDataWithinPage({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
