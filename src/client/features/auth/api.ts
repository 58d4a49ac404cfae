/** The account calls of the reset, confirmation and admin-setup pages (signing in, up and the reset link go through /login's action). */
import type { ConfirmEmailInput, PromotionResult, ResetPasswordInput, SignedIn } from '../../../shared/contracts/auth.ts';
import { api } from '../../lib/api.ts';

export const confirmEmail = (body: ConfirmEmailInput) => api<SignedIn & { returnTo: string }>('/api/auth/confirm-email', { method: 'POST', body });
export const resetPassword = (body: ResetPasswordInput) => api<{ ok: true }>('/api/auth/reset-password', { method: 'POST', body });
export const promoteToAdmin = () => api<PromotionResult>('/api/direct-admin-promotion', { method: 'POST', body: {} });

/** Google sign-in: the server answers where to send the browser. */
export async function startGoogleSignIn(callbackURL: string): Promise<void> {
  const { url } = await api<{ url: string }>('/api/auth/sign-in/social', { method: 'POST', body: { provider: 'google', callbackURL } });
  window.location.assign(url);
}
