/**
 * Times as the browser's pages write them come from the one dates module (shared/ist.ts): in Hindi
 * with the part of the day (सुबह, दोपहर, शाम, रात), never am/pm, which is what Intl's hi-IN writes
 * for a plain time. The dashboard's event time as the server renders it, and the admin area's and
 * slot picker's formatters.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/constants.ts';
import { formatIstTime } from '../../../../shared/ist.ts';
import { readLocaleResources } from '../../../../server/lib/i18n.ts';
import { createI18n } from '../../../i18n/create.ts';
import { I18nProvider } from '../../../i18n/react.tsx';
import { formatDateTime, formatTime } from '../../admin/lib/format.ts';
import { EventWhen } from './event-when.tsx';

const resources = readLocaleResources();
const render = (date: string, lang: Language) =>
  renderToString(createElement(I18nProvider, { i18n: createI18n(lang, resources[lang]) }, createElement(EventWhen, { event: { date, duration: 90, isOnline: true, location: null } }))).replaceAll('<!-- -->', '');

describe('a Hindi time in the pages', () => {
  it("renders a member's event time in Hindi with the part of the day, not am/pm", () => {
    const evening = render('2031-03-15T13:00:00Z', 'hi'); // 6:30 pm IST
    expect(evening).toContain('शनि, 15 मार्च 2031, शाम 6:30 IST');
    expect(evening).not.toMatch(/\b(am|pm)\b/i);
    expect(render('2031-03-15T02:00:00Z', 'hi')).toContain('सुबह 7:30');
    expect(render('2031-03-15T13:00:00Z', 'en')).toContain('Sat, 15 Mar, 2031, 6:30 pm IST');
  });

  it('writes the admin area and slot picker times in Hindi without am/pm, at every half hour', () => {
    for (let h = 0; h < 24; h++) {
      for (const m of ['00', '30']) {
        const hhmm = `${String(h).padStart(2, '0')}:${m}`;
        const at = new Date(Date.parse(`2031-03-15T${hhmm}:00+05:30`));
        for (const written of [formatTime(hhmm, 'hi'), formatDateTime(at.toISOString(), 'hi'), formatIstTime(at, 'hi')]) expect(written).not.toMatch(/am|pm/i);
      }
    }
    expect(formatTime('18:30', 'hi')).toBe('शाम 6:30');
    expect(formatTime('18:30', 'en')).toBe('6:30 pm');
    expect(formatTime('18:30', 'gu')).toBe('6:30 PM');
  });
});
