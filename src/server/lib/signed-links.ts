/**
 * Links that act without a login (cancel a registration, resume a payment): the link carries an
 * HMAC of what it is for and which record, made with the installation's secret. Anyone can read
 * such a link; nobody can make one for another record.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import { resolveSessionSecret } from '../config.ts';

export type LinkPurpose = 'cancel-registration' | 'resume-payment';

export interface LinkSigner {
  sign(purpose: LinkPurpose, id: string): string;
  verify(purpose: LinkPurpose, id: string, signature: string): boolean;
}

export function createLinkSigner(secret: string): LinkSigner {
  // A key of its own, so that a link signature can never double as anything else made from the secret.
  const key = createHmac('sha256', secret).update('signed-links/v1').digest();
  const sign = (purpose: LinkPurpose, id: string) => createHmac('sha256', key).update(`${purpose}\n${id.toLowerCase()}`).digest('base64url');
  return {
    sign,
    verify(purpose, id, signature) {
      const expected = Buffer.from(sign(purpose, id));
      const given = Buffer.from(String(signature));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export const linkSignerFor = (config: Config): LinkSigner => createLinkSigner(resolveSessionSecret(config));
