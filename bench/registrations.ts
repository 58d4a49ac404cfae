/**
 * Section 3: registrations accepted per second through POST /api/unified-registration, 20
 * concurrent clients, every request a different visitor (unique e-mail, own Idempotency-Key, own
 * address through X-Forwarded-For with TRUST_PROXY on, as behind the reverse proxy of production),
 * course type so that no event's capacity is the limit (the only course offered: no serviceId needed).
 */
import { randomUUID } from 'node:crypto';
import autocannon from './lib/load-generator.ts';
import type { RunningProcess } from './lib/site.ts';

export const REGISTRATION_PATH = '/api/unified-registration';
export const REGISTRATION_CLIENTS = 20;

export interface RegistrationFigure {
  available: boolean;
  note?: string;
  perSecond?: number;
  accepted?: number;
  rejected?: Record<string, number>;
  errors?: number;
  p99Ms?: number;
  durationS?: number;
  /** The serving process's peak RSS during the run (PGlite runs inside it). */
  rssPeakMb?: number;
}

let counter = 0;

/** One visitor's registration (the contract of the unified registration endpoint). */
export function registrationBody(n = counter++): string {
  return JSON.stringify({
    registrationType: 'course',
    userData: {
      fullName: `Bench Visitor ${n}`,
      email: `bench-${n}-${randomUUID().slice(0, 8)}@example.com`,
      phone: '9876543210',
      city: 'Ahmedabad',
      dateOfBirth: '1990-01-01',
      placeOfBirth: 'Surat',
      gender: 'prefer-not-to-say',
      learningFormat: 'online',
    },
    agreements: { accuracy: true, confidentiality: true, guidelines: true },
  });
}

function visitorHeaders(n: number): Record<string, string> {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': ip };
}

/** Sends one registration to see whether the endpoint exists and accepts the contract. */
export async function probeRegistration(site: RunningProcess): Promise<{ ok: boolean; note?: string }> {
  const res = await fetch(site.url + REGISTRATION_PATH, { method: 'POST', headers: visitorHeaders(counter++), body: registrationBody() });
  if (res.ok) return { ok: true };
  const text = (await res.text()).slice(0, 200);
  if (res.status === 404) return { ok: false, note: `not available: ${REGISTRATION_PATH} answers 404 (the endpoint has not landed)` };
  return { ok: false, note: `not available: a valid registration was answered ${res.status} ${text}` };
}

/** `durationS` seconds of registrations from REGISTRATION_CLIENTS clients, each one another visitor. */
function register(site: RunningProcess, durationS: number) {
  return autocannon({
    url: site.url,
    connections: REGISTRATION_CLIENTS,
    duration: durationS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: REGISTRATION_PATH,
        setupRequest(req) {
          const n = counter++;
          return { ...req, headers: visitorHeaders(n), body: registrationBody(n) };
        },
      },
    ],
  });
}

export async function runRegistrations(site: RunningProcess, durationS: number): Promise<RegistrationFigure> {
  const probe = await probeRegistration(site);
  if (!probe.ok) return { available: false, note: probe.note };
  const rejected: Record<string, number> = {};
  // A 2 s warm-up (JIT, the connection pool, the database's caches), as before every load run; the
  // registrations it stores are not counted.
  await register(site, 2);
  const result = await register(site, durationS);
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) if (!code.startsWith('2')) rejected[code] = count;
  const accepted = result['2xx'];
  const seconds = result.duration > 0 ? result.duration : durationS;
  return {
    available: true,
    accepted,
    perSecond: accepted / seconds,
    rejected,
    errors: result.errors + result.timeouts,
    p99Ms: result.latency.p99,
    durationS,
  };
}
