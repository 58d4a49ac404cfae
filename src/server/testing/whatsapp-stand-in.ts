/**
 * A local stand-in for Meta's WhatsApp Cloud API, for tests (no test may reach the internet). It
 * speaks the documented messages endpoint: POST /{phone-number-id}/messages with
 * `Authorization: Bearer <token>`, answering `{ messaging_product, contacts: [{ input, wa_id }],
 * messages: [{ id: 'wamid.…' }] }`, and Graph API errors as `{ error: { message, type, code,
 * error_data: { messaging_product, details }, fbtrace_id } }` (401 code 190 for a bad token, 400
 * code 100 for a malformed body; others on demand with `failNext`).
 *
 * `statusWebhook()` and `incomingWebhook()` build deliveries as Meta posts them to the webhook
 * (object whatsapp_business_account, entry[].changes[].value with statuses or messages), signed with
 * the app secret in X-Hub-Signature-256; the test decides when and how often to post them.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hubSignature } from '../features/whatsapp/cloud-api.ts';

export interface WhatsAppStandInOptions {
  phoneNumberId?: string;
  accessToken?: string;
  appSecret?: string;
  verifyToken?: string;
}

/** A message the stand-in accepted: its wamid and the body exactly as posted. */
export interface SentMessage {
  id: string;
  body: {
    messaging_product: string;
    to: string;
    type: 'template' | 'text';
    template?: { name: string; language: { code: string }; components?: Array<{ type: string; parameters: Array<{ type: string; text: string }> }> };
    text?: { body: string };
  };
}

export interface WebhookDelivery {
  body: string;
  headers: { 'content-type': 'application/json'; 'x-hub-signature-256': string };
}

const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`;

const graphError = (code: number, message: string, details = message) => ({
  error: { message: `(#${code}) ${message}`, type: 'OAuthException', code, error_data: { messaging_product: 'whatsapp', details }, fbtrace_id: randomBytes(8).toString('base64url') },
});

export async function startWhatsAppStandIn(options: WhatsAppStandInOptions = {}) {
  const phoneNumberId = options.phoneNumberId ?? '106540352242922';
  const accessToken = options.accessToken ?? 'stand-in-access-token';
  const appSecret = options.appSecret ?? 'stand-in-app-secret';
  const verifyToken = options.verifyToken ?? 'stand-in-verify-token';
  const displayNumber = '919800000001';
  const sent: SentMessage[] = [];
  /** Errors to answer on the next sends, in order: { status, code, message }. */
  const faults: Array<{ status: number; code: number; message: string }> = [];

  function answer(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method !== 'POST' || url.pathname !== `/${phoneNumberId}/messages`) return answer(res, 400, graphError(100, 'Unsupported post request'));
    if (req.headers.authorization !== `Bearer ${accessToken}`) return answer(res, 401, graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
    const fault = faults.shift();
    if (fault) return answer(res, fault.status, graphError(fault.code, fault.message));
    let body: SentMessage['body'];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return answer(res, 400, graphError(100, 'Invalid parameter', 'The request body is not JSON'));
    }
    if (body.messaging_product !== 'whatsapp') return answer(res, 400, graphError(100, 'Invalid parameter', 'messaging_product must be whatsapp'));
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return answer(res, 400, graphError(100, 'Invalid parameter', 'to must be a phone number'));
    if (body.type === 'template' && (!body.template?.name || !body.template.language?.code)) return answer(res, 400, graphError(100, 'Invalid parameter', 'template name and language are required'));
    if (body.type === 'text' && !body.text?.body) return answer(res, 400, graphError(100, 'Invalid parameter', 'text.body is required'));
    if (body.type !== 'template' && body.type !== 'text') return answer(res, 400, graphError(100, 'Invalid parameter', 'unsupported type'));
    const id = wamid();
    sent.push({ id, body });
    return answer(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id, ...(body.type === 'template' ? { message_status: 'accepted' } : {}) }] });
  }

  const server = createServer((req, res) => void handle(req, res).catch(() => answer(res, 500, graphError(1, 'An unknown error occurred'))));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (payload: unknown): WebhookDelivery => {
    const body = JSON.stringify(payload);
    return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(appSecret, body) } };
  };
  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: displayNumber, phone_number_id: phoneNumberId }, ...value } }] }],
  });
  const timestamp = () => String(Math.floor(Date.now() / 1000));

  return {
    url,
    /** The settings that point the site at this stand-in. */
    env: { WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_ACCESS_TOKEN: accessToken, WHATSAPP_APP_SECRET: appSecret, WHATSAPP_VERIFY_TOKEN: verifyToken, WHATSAPP_API_URL: url },
    appSecret,
    verifyToken,
    /** Every message accepted, oldest first. */
    sent,
    /** The next send answers this Graph API error (130429 rate limit, 190 expired token, 132001 template missing …). */
    failNext(status: number, code: number, message: string) {
      faults.push({ status, code, message });
    },
    /** A status webhook (sent, delivered, read, failed) for a message the stand-in sent. */
    statusWebhook(id: string, status: 'sent' | 'delivered' | 'read' | 'failed', to: string, error?: { code: number; title: string }): WebhookDelivery {
      return sign(
        envelope({
          statuses: [
            {
              id,
              status,
              timestamp: timestamp(),
              recipient_id: to,
              ...(error ? { errors: [{ code: error.code, title: error.title, message: error.title, error_data: { details: error.title } }] } : {}),
            },
          ],
        }),
      );
    },
    /** A text the client sends to the practice's number. */
    incomingWebhook(from: string, text: string, name = 'Client'): WebhookDelivery & { id: string } {
      const id = wamid();
      return { id, ...sign(envelope({ contacts: [{ profile: { name }, wa_id: from }], messages: [{ from, id, timestamp: timestamp(), type: 'text', text: { body: text } }] })) };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WhatsAppStandIn = Awaited<ReturnType<typeof startWhatsAppStandIn>>;
