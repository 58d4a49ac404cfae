/**
 * Meta's WhatsApp Cloud API, the parts the site uses (docs/whatsapp.md): POST
 * {WHATSAPP_API_URL}/{phone-number-id}/messages with the bearer token, a template or a text message
 * in the documented body; its answer names the message's id (wamid.…). Webhooks are signed with the
 * app secret: X-Hub-Signature-256 is "sha256=" and the HMAC-SHA256 of the raw body, in hex.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WhatsAppSettings } from '../../config.ts';

/** A template message: its name and language as approved in WhatsApp Manager, its body's parameters in order. */
export interface TemplateMessage {
  type: 'template';
  to: string;
  template: string;
  language: string;
  params: string[];
}
/** Free text: allowed only within 24 hours of the client's last message (Meta's customer service window). */
export interface TextMessage {
  type: 'text';
  to: string;
  body: string;
}
export type CloudMessage = TemplateMessage | TextMessage;

/**
 * Graph API error codes after which the same request may succeed later (Meta's error reference):
 * throttling (4, 80007, 130429 rate limit, 131056 pair rate limit), temporary trouble (1, 2, 131000
 * something went wrong, 131016 service unavailable, 133004 server temporarily unavailable). Any
 * other (190 expired token, 132001 template missing, 131047 outside the 24-hour window, 131026
 * undeliverable …) is shown to the founder and not tried again.
 */
export const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

export class CloudApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | undefined,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** The documented request body (messaging_product, recipient_type, to, type, and the template or text). */
export function messageBody(message: CloudMessage): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to };
  if (message.type === 'text') return { ...base, type: 'text', text: { preview_url: true, body: message.body } };
  return {
    ...base,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: message.params.length ? [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }] : [],
    },
  };
}

export interface CloudApi {
  /** Sends one message; answers its wamid, or throws a CloudApiError. */
  send(message: CloudMessage): Promise<string>;
}

export function createCloudApi(settings: WhatsAppSettings, fetchImpl: typeof fetch = fetch): CloudApi {
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetchImpl(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(messageBody(message)),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (err) {
        // No answer (network, timeout): Meta may or may not have it; tried again later like an outage.
        throw new CloudApiError(`Graph API unreachable: ${(err as Error).message}`, 0, undefined, true);
      }
      const answer = (await response.json().catch(() => ({}))) as { messages?: Array<{ id?: string }>; error?: { message?: string; code?: number; error_data?: { details?: string } } };
      const wamid = answer.messages?.[0]?.id;
      if (response.ok && wamid) return wamid;
      const code = answer.error?.code;
      const text = [code !== undefined ? `(#${code})` : `HTTP ${response.status}`, answer.error?.message, answer.error?.error_data?.details].filter(Boolean).join(' ');
      const retryable = code !== undefined ? RETRYABLE_CODES.has(code) : response.status >= 500 || response.status === 429;
      throw new CloudApiError(text, response.status, code, retryable);
    },
  };
}

/** "sha256=" and the hex HMAC-SHA256 of the exact bytes, keyed with the app secret: what Meta sends in X-Hub-Signature-256. */
export const hubSignature = (appSecret: string, raw: Buffer | string) => `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

/** Whether a delivery's X-Hub-Signature-256 matches its raw body (compared in constant time). */
export function signatureMatches(appSecret: string, raw: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(hubSignature(appSecret, raw));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
