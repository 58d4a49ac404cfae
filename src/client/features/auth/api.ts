/** The account calls of the sign-in, reset and admin-setup pages. */
import type {
  ConfirmEmailInput,
  ForgotPasswordInput,
  PromotionResult,
  ResetPasswordInput,
  SignedIn,
  SignInInput,
  SignUpAnswer,
  SignUpInput,
} from '../../../shared/contracts/auth.ts';
import { api } from '../../lib/api.ts';

export const signInWithEmail = (body: SignInInput) => api<SignedIn>('/api/auth/sign-in/email', { method: 'POST', body });
export const signUpWithEmail = (body: SignUpInput) => api<SignUpAnswer>('/api/auth/sign-up/email', { method: 'POST', body });
export const confirmEmail = (body: ConfirmEmailInput) => api<SignedIn & { returnTo: string }>('/api/auth/confirm-email', { method: 'POST', body });
export const requestPasswordReset = (body: ForgotPasswordInput) => api<{ ok: true }>('/api/auth/request-password-reset', { method: 'POST', body });
export const resetPassword = (body: ResetPasswordInput) => api<{ ok: true }>('/api/auth/reset-password', { method: 'POST', body });
export const promoteToAdmin = () => api<PromotionResult>('/api/direct-admin-promotion', { method: 'POST', body: {} });

/** Google sign-in: the server answers where to send the browser. */
export async function startGoogleSignIn(callbackURL: string): Promise<void> {
  const { url } = await api<{ url: string }>('/api/auth/sign-in/social', { method: 'POST', body: { provider: 'google', callbackURL } });
  window.location.assign(url);
}
