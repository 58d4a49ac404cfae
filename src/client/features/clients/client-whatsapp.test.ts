/**
 * The client page's WhatsApp section as the server renders it (the API side is proven in
 * src/server/features/clients/clients.test.ts, the page at 360 px in e2e/clients.test.ts): a consent
 * with its time in IST and its words, a withdrawal by STOP, a failed message marked with Meta's
 * reason, in each language; and the empty state of someone who never opted in.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/constants.ts';
import type { ClientWhatsApp } from '../../../shared/contracts/clients.ts';
import { readLocaleResources } from '../../../server/lib/i18n.ts';
import { createI18n } from '../../i18n/create.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { ClientWhatsAppSection } from './components/client-whatsapp.tsx';

const resources = readLocaleResources();
const render = (whatsapp: ClientWhatsApp, lang: Language) =>
  renderToString(createElement(I18nProvider, { i18n: createI18n(lang, resources[lang]) }, createElement(ClientWhatsAppSection, { whatsapp, className: '' }))).replaceAll('<!-- -->', '');

const state: ClientWhatsApp = {
  consents: [
    {
      phone: '919811150001',
      // 10:30 IST.
      optedInAt: '2026-03-14T05:00:00.000Z',
      wording: 'મને Antarman તરફથી WhatsApp પર અપડેટ મોકલો. બંધ કરવા STOP લખો.',
      language: 'gu',
      active: false,
      withdrawnAt: '2026-03-20T13:30:00.000Z',
      withdrawnVia: 'whatsapp',
    },
  ],
  messages: [
    { phone: '919811150001', direction: 'out', kind: 'reminder-1h', template: 'session_reminder_1h', status: 'cancelled', lastError: null, createdAt: '2026-03-14T05:00:00.000Z', statusAt: null },
    {
      phone: '919811150001',
      direction: 'out',
      kind: 'registration-confirmed',
      template: 'registration_confirmed',
      status: 'failed',
      lastError: '(#131026) Message undeliverable',
      createdAt: '2026-03-14T05:00:00.000Z',
      statusAt: '2026-03-14T05:01:00.000Z',
    },
  ],
};

describe("the client page's WhatsApp section", () => {
  it('shows the consent with its time and words, its withdrawal, and the failed message marked with its reason', () => {
    const html = render(state, 'en');
    expect(html).toContain('+919811150001');
    expect(html).toContain('Saturday, 14 March 2026 at 10:30 am IST');
    expect(html).toContain('lang="gu"');
    expect(html).toContain('બંધ કરવા STOP લખો');
    expect(html).toContain('Withdrawn by writing STOP');
    expect(html).toContain('in Gujarati');
    expect(html).toMatch(/data-status="failed"[^]*Registration confirmed[^]*Failed[^]*Not delivered: \(#131026\) Message undeliverable/);
    expect(html).toContain('Reminder 1 hour before');
    expect(html).toContain('Not sent');
  });

  it.each([
    ['hi', 'नहीं पहुँचा: (#131026) Message undeliverable', 'STOP लिखकर वापस ली', 'पंजीकरण की पुष्टि'],
    ['gu', 'પહોંચ્યો નહીં: (#131026) Message undeliverable', 'STOP લખીને પાછી ખેંચી', 'નોંધણીની પુષ્ટિ'],
  ] as const)('is written in %s', (lang, reason, withdrawn, template) => {
    const html = render(state, lang);
    for (const text of [reason, withdrawn, template]) expect(html).toContain(text);
  });

  it('says there is no consent, in each language, and lists no messages', () => {
    const empty = { consents: [], messages: [] };
    expect(render(empty, 'en')).toContain('No WhatsApp consent.');
    expect(render(empty, 'hi')).toContain('WhatsApp की कोई सहमति नहीं।');
    expect(render(empty, 'gu')).toContain('WhatsApp માટે કોઈ સંમતિ નથી.');
    expect(render(empty, 'en')).not.toContain('client-whatsapp-message');
  });
});
