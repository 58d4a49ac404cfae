/**
 * Registrations as visitors send them (POST /api/unified-registration with an Idempotency-Key),
 * over real HTTP, for the hostile tests that run the server as a process. Each visitor has an
 * address of its own (X-Forwarded-For; the servers run with TRUST_PROXY=true), so the per-address
 * rate limit is not what decides.
 */
import { randomBytes } from 'node:crypto';

export const REGISTRATION_PATH = '/api/unified-registration';
export const agreements = { accuracy: true, confidentiality: true, guidelines: true } as const;

export const personal = (email: string) => ({
  fullName: 'Asha Patel',
  email,
  phone: '+91 98765 43210',
  city: 'Ahmedabad',
  dateOfBirth: '1990-04-12',
  placeOfBirth: 'Surat',
  gender: 'female' as const,
});

/**
 * A registration that takes no seat, so no capacity limit: the course (the only one offered, so it
 * names no serviceId; the server charges its catalogue price).
 */
export const seatless = (email: string) => ({ registrationType: 'course' as const, userData: { ...personal(email), learningFormat: 'online' }, agreements });

/** A consultation (name its serviceId, and a slotStart to book a slot). */
export const consultation = (email: string) => ({ registrationType: 'consultancy' as const, userData: { ...personal(email) }, agreements });

export const webinar = (email: string, webinarId: string) => ({
  registrationType: 'webinar' as const,
  webinarId,
  userData: { ...personal(email), areaOfInterest: 'relationships' },
  agreements,
});

export const uniqueEmail = (tag: string) => `${tag}-${randomBytes(6).toString('hex')}@example.com`;
export const idempotencyKey = () => randomBytes(12).toString('base64url');

let visitor = 0;
export const nextAddress = () => {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

export interface Answer {
  /** HTTP status, or 0 when no answer came (connection refused, reset, timed out). */
  status: number;
  body?: { id?: string; status?: string; error?: { code?: string } };
  /** The answer is the stored one of an earlier request with the same Idempotency-Key. */
  replayed?: boolean;
  error?: string;
}

export async function post(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const res = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let parsed: Answer['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, replayed: res.headers.get('idempotent-replayed') === 'true' };
  } catch (err) {
    return { status: 0, error: err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : String(err) };
  }
}

export const register = (baseUrl: string, payload: unknown, key: string) => post(baseUrl, REGISTRATION_PATH, payload, { 'idempotency-key': key });

export async function get(baseUrl: string, path: string): Promise<Answer> {
  try {
    const res = await fetch(baseUrl + path, { signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    return { status: res.status };
  } catch (err) {
    return { status: 0, error: err instanceof Error ? err.message : String(err) };
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
