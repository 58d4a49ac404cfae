import { z } from 'zod';

/** The signed-in user as `GET /api/auth/user` returns it (spec §3 "Current user"). */
export const currentUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Avatar text: first letter of firstName, else the uppercase first letter of email, else "U". */
export function avatarInitial(user: Pick<CurrentUser, 'firstName' | 'email'> | null | undefined): string {
  const first = user?.firstName?.trim();
  if (first) return first[0];
  const email = user?.email?.trim();
  if (email) return email[0].toUpperCase();
  return 'U';
}

/**
 * A return path (after signing in, a confirmation link, signing out) must stay on this site: a
 * path, never a scheme or another host, and never an API path or the sign-in page itself.
 * Anything else means the home page. Browsers read a backslash as a slash and drop tabs and
 * newlines, and some layers decode %2F: the value is checked as written, decoded, and as a URL
 * parser resolves it, and what is answered is the parser's own path (so "/.//evil.com" cannot come
 * back as "//evil.com").
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  const forms = [value];
  try {
    for (let i = 0; i < 3; i++) {
      const decoded = decodeURIComponent(forms[forms.length - 1]);
      if (decoded === forms[forms.length - 1]) break;
      forms.push(decoded);
    }
  } catch {
    return '/';
  }
  for (const form of forms) {
    const hasControlOrBackslash = [...form].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
    if (!form.startsWith('/') || hasControlOrBackslash || form.startsWith('//') || /^\/[^?#]*\/\//.test(form)) return '/';
  }
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== 'http://site.invalid' || path.startsWith('//')) return '/';
  if (/^\/(api\/|login(?:[/?#]|$))/.test(path)) return '/';
  return path;
}

/**
 * Where signing in leads: the page the visitor was sent from (a checked return path), else the
 * founder's admin and a member's dashboard. '/' means "no return path" (safeReturnPath's answer for
 * none): the navigation's Log In link names none, and nobody signs in to read the home page.
 */
export function landingPath(returnTo: string, isAdmin: boolean): string {
  if (returnTo !== '/') return returnTo;
  return isAdmin ? '/admin' : '/dashboard';
}

/** Password bounds (better-auth's defaults, stated once for the forms and the server). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address as every account form takes it: trimmed, checked, lower-case. */
export const accountEmail = z
  .string({ error: 'auth:errors.emailRequired' })
  .trim()
  .min(1, 'auth:errors.emailRequired')
  .max(EMAIL_MAX_LENGTH, 'auth:errors.emailInvalid')
  .check(z.email('auth:errors.emailInvalid'))
  .transform((v) => v.toLowerCase());

/** A password someone chooses (sign-up, reset, a new account made by the admin). */
export const newPassword = z
  .string({ error: 'auth:errors.passwordRequired' })
  .min(PASSWORD_MIN_LENGTH, 'auth:errors.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'auth:errors.passwordTooLong');

/** POST /api/auth/sign-in/email */
export const signInSchema = z.object({
  email: accountEmail,
  password: z.string({ error: 'auth:errors.passwordRequired' }).min(1, 'auth:errors.passwordRequired').max(PASSWORD_MAX_LENGTH, 'auth:errors.passwordTooLong'),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.input<typeof signInSchema>;

/** POST /api/auth/sign-up/email: visitors create their own (member) account. */
/** A person's name on an account. */
export const accountName = z
  .string({ error: 'auth:errors.nameRequired' })
  .trim()
  .min(1, 'auth:errors.nameRequired')
  .min(2, 'auth:errors.nameTooShort')
  .max(NAME_MAX_LENGTH, 'auth:errors.nameTooLong');

export const signUpSchema = z.object({
  name: accountName,
  email: accountEmail,
  password: newPassword,
  /** Where the confirmation link brings the new member (a path on this site). */
  callbackURL: z.string().max(2000).optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** Sign-up answers only this, whether the address had an account or not: the e-mail says the rest. */
export const signUpAnswerSchema = z.object({ ok: z.literal(true), checkEmail: z.literal(true) });
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

/**
 * POST /api/auth/confirm-email: the e-mailed link's token with the account's password, or with a new
 * password (for the person at the mailbox who did not create the account, or forgot its password).
 */
export const confirmEmailSchema = z
  .object({
    token: z.string({ error: 'auth:errors.confirmLinkInvalid' }).min(1, 'auth:errors.confirmLinkInvalid').max(200, 'auth:errors.confirmLinkInvalid'),
    password: z.string().min(1, 'auth:errors.passwordRequired').max(PASSWORD_MAX_LENGTH, 'auth:errors.passwordTooLong').optional(),
    newPassword: newPassword.optional(),
  })
  .refine((v) => (v.password === undefined) !== (v.newPassword === undefined), { path: ['password'], message: 'auth:errors.passwordRequired' });
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;

/** POST /api/auth/request-password-reset: always answers the same, whether the account exists or not. */
export const forgotPasswordSchema = z.object({ email: accountEmail });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password: the token from the e-mailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: 'auth:errors.resetLinkInvalid' }).min(1, 'auth:errors.resetLinkInvalid').max(200, 'auth:errors.resetLinkInvalid'),
  newPassword,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /api/auth/sign-in/social (only when Google is configured). */
export const socialSignInSchema = z.object({
  provider: z.literal('google'),
  /** A path on this site to return to. */
  callbackURL: z.string().max(2000).optional(),
});

/** Sign-in and sign-up answer with the user now signed in. */
export const signedInSchema = z.object({ user: currentUserSchema });
export type SignedIn = z.infer<typeof signedInSchema>;

/** Answers that only say "done" (sign-out, reset request, reset). */
export const okSchema = z.object({ ok: z.literal(true) });

/** POST /api/direct-admin-promotion (spec §2 Admin setup). `message` is in the visitor's language. */
export const PROMOTION_OUTCOMES = ['promoted', 'alreadyAdmin', 'notDesignated', 'adminExists', 'notConfigured', 'verifyEmail'] as const;
export type PromotionOutcome = (typeof PROMOTION_OUTCOMES)[number];
export const promotionResultSchema = z.object({
  promoted: z.boolean(),
  outcome: z.enum(PROMOTION_OUTCOMES),
  message: z.string(),
});
export type PromotionResult = z.infer<typeof promotionResultSchema>;
