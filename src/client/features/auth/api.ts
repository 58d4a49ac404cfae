/** The account calls the pages make from script: the admin setup and Google sign-in (the account forms post to their pages' actions). */
import type { PromotionResult } from '../../../shared/contracts/auth.ts';
import { api } from '../../lib/api.ts';

export const promoteToAdmin = () => api<PromotionResult>('/api/direct-admin-promotion', { method: 'POST', body: {} });

/** Google sign-in: the server answers where to send the browser. */
export async function startGoogleSignIn(callbackURL: string): Promise<void> {
  const { url } = await api<{ url: string }>('/api/auth/sign-in/social', { method: 'POST', body: { provider: 'google', callbackURL } });
  window.location.assign(url);
}
