/**
 * Every public page, in English, Hindi and Gujarati, as the Nu HTML checker reads it (the W3C's
 * validator, vnu.jar from the vnu-jar package, run by Debian's Java): 0 errors; warnings are allowed.
 *
 * The pages: every address of the sitemap the site serves (each page in each language, each service
 * page), plus the public pages search engines are not sent to: the forms (registration, each event's
 * registration, each consultation's booking page, each active form's own page, sign-in, sign-up,
 * password reset), the steps of a registration (payment, success), the pages an e-mail's link opens
 * (here without a valid token), filtered lists, and the page for an unknown address. All of them are checked in ONE run of the checker: starting Java is the slow
 * part (seconds on two cores), checking a page is quick.
 *
 * Without Java the test says why and skips, except in CI (CI=true), which installs it (.ci/run) and
 * where a missing Java is a failure, as a missing Chromium is (support/browser.ts).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { Service, Webinar } from '../src/shared/contracts/content.ts';
import { FORM_TYPES, LANGUAGES, type Language } from '../src/shared/constants.ts';
import { bookingPath } from '../src/shared/service-paths.ts';
import { languageOfAddress, localizePath } from '../src/shared/language-address.ts';
import { baseUrl } from './support/browser.ts';
import { api } from './support/catalogue.ts';

/** vnu.jar's path: the package's main export is that path (a String object). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
const INSTALL = 'apt-get install -y default-jre-headless';
if (!hasJava) {
  if (process.env.CI === 'true') throw new Error(`java not found: CI must install it (${INSTALL}).`);
  console.warn(`java not found: the Nu HTML checker test is skipped. Install it with: ${INSTALL}`);
}

/** A made-up id: the pages a signed link opens say the link is not valid (no token is made up here). */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** The public pages no sitemap lists, by their path without a language prefix, with the status each answers. */
async function unlistedPages(): Promise<Array<{ path: string; status: number }>> {
  const [webinars, services, forms] = await Promise.all([
    api<Webinar[]>('/api/webinars'),
    api<Service[]>('/api/services'),
    // The active forms of the registration pages also have a page of their own (/forms/<id>).
    Promise.all(FORM_TYPES.map(async (type) => (await fetch(`${baseUrl()}/api/forms/type/${type}`)).json() as Promise<{ id?: string }>)),
  ]);
  const events = webinars.filter((w) => w.isActive && !w.isPast);
  const offerings = services.filter((s) => s.kind === 'consultation' || s.kind === 'course');
  const consultation = offerings.find((s) => s.kind === 'consultation');
  const ok = [
    '/register',
    ...events.map((w) => `/register?type=webinar&webinarId=${encodeURIComponent(w.id)}`),
    ...offerings.map(bookingPath),
    ...forms.flatMap((f) => (f.id ? [`/forms/${f.id}`] : [])),
    '/login',
    '/login?mode=signup',
    '/login?mode=forgot',
    '/reset-password?token=not-a-token',
    '/verify-email?token=not-a-token',
    '/registration/cancel',
    '/registration/cancel?id=x&sig=y',
    ...(consultation ? [`/personal-consultancy?service=${encodeURIComponent(consultation.slug ?? consultation.id)}`] : []),
    '/events?filter=workshop',
    '/services?category=healing',
    // The steps of a registration (search engines are kept out of them, people are not).
    '/payment',
    `/payment?registrationId=${NO_SUCH_ID}`,
    '/registration-success?type=webinar',
    '/registration-success?type=webinar&waitlisted=true',
    '/registration-success?type=course&free=true',
    '/admin-setup',
    `/booking/${NO_SUCH_ID}`,
    `/receipt/${NO_SUCH_ID}`,
  ];
  return [...ok.map((path) => ({ path, status: 200 })), { path: `/feedback/${NO_SUCH_ID}`, status: 403 }, { path: `/forms/${NO_SUCH_ID}`, status: 404 }, { path: '/no-such-page', status: 404 }];
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'vnu-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!hasJava)('HTML validity of the public pages (Nu HTML checker)', () => {
  it('finds 0 errors on every public page in en, hi and gu', { timeout: 300_000 }, async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    // The sitemap's addresses are the site's public address: the path is what is fetched here.
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL(m[1].replace(/&amp;/g, '&'));
      return url.pathname + url.search;
    });
    const status = new Map<string, number>();
    for (const { path, status: answer } of await unlistedPages()) for (const l of LANGUAGES) status.set(localizePath(path, l), answer);
    const addresses = [...new Set([...listed, ...status.keys()])];
    // Every page, each language and each service page: the sitemap alone has 3 × (10 pages + services).
    expect(listed.length).toBeGreaterThanOrEqual(30);
    expect(listed.some((p) => p.startsWith('/gu/services/'))).toBe(true);

    const files = new Map<string, string>();
    for (const [i, address] of addresses.entries()) {
      const lang: Language = languageOfAddress(address.split('?')[0], 'en');
      const res = await fetch(`${baseUrl()}${address}`, { headers: { cookie: `i18nextLng=${lang}` }, redirect: 'manual' });
      expect(res.status, address).toBe(status.get(address) ?? 200);
      const file = join(dir, `${String(i).padStart(3, '0')}.html`);
      writeFileSync(file, await res.text());
      files.set(`file:${file}`, address);
    }

    // One JVM for all the pages. Its quick-start flags: the checker runs for seconds, not hours, so
    // the JIT's first tier and the serial collector cost less CPU than the defaults on two cores.
    const args = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m', '-jar', VNU_JAR, '--format', 'json', '--stdout', ...[...files.keys()].map((f) => f.slice(5))];
    // The checker exits 1 when it reports an error: its report is read either way.
    const { stdout } = await run('java', args, { maxBuffer: 64 * 1024 * 1024 }).catch((err: { stdout?: string; stderr?: string }) => {
      if (!err.stdout) throw new Error(`the Nu HTML checker did not run: ${err.stderr ?? String(err)}`);
      return { stdout: err.stdout };
    });
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type !== 'info')
      .map((m) => `${files.get(m.url ?? '') ?? m.url} (line ${m.lastLine}): ${m.message}${m.extract ? `\n    ${m.extract.replace(/\n/g, ' ')}` : ''}`);
    expect(errors, `${errors.length} errors:\n${errors.join('\n')}`).toEqual([]);
    // Every page was read (a page the checker could not read is a non-document-error above).
    expect(files.size).toBe(addresses.length);
  });
});
