/**
 * A calendar feed's address is a secret: whoever has it reads the founder's calendar. It is stored
 * encrypted with AES-256-GCM (node:crypto) under a key derived by HKDF from the session secret, so a
 * copy of the database alone does not give it away; a changed session secret makes stored addresses
 * unreadable (the feed then reports the error and the founder adds it again).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'antarman calendar feed address v1';

export interface AddressCipher {
  encrypt(address: string): string;
  /** The address, or null when it cannot be read (another secret, a damaged value). */
  decrypt(sealed: string): string | null;
}

export function createAddressCipher(sessionSecret: string): AddressCipher {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, Buffer.alloc(0), INFO, 32));
  return {
    encrypt(address) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(address, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    decrypt(sealed) {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
