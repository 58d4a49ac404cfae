import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULING_RULES } from '../../../../shared/contracts/scheduling.ts';
import { blockInput, exceptionInput, formToRules, rulesToForm } from './availability.ts';

const t = (key: string) => key;

describe('the Availability tab forms', () => {
  it('round-trips the rules through the form', () => {
    expect(formToRules(rulesToForm(DEFAULT_SCHEDULING_RULES), t)).toEqual({ rules: DEFAULT_SCHEDULING_RULES });
  });

  it('names each wrong field by its path', () => {
    const form = rulesToForm(DEFAULT_SCHEDULING_RULES);
    form.bufferMinutes = '';
    form.horizonDays = '400';
    form.weekly[1] = [
      { start: '10:00', end: '09:00' },
      { start: '17:00', end: '20:00' },
    ];
    form.weekly[2] = [
      { start: '10:00', end: '13:00' },
      { start: '12:00', end: '14:00' },
    ];
    form.meetingLink = 'http://meet.example';
    const result = formToRules(form, t);
    expect(result).toEqual({
      errors: {
        bufferMinutes: 'availability:errors.wholeNumber',
        horizonDays: 'scheduling:errors.horizon',
        'weekly.1.0.end': 'scheduling:errors.rangeOrder',
        'weekly.2': 'scheduling:errors.rangesOverlap',
        meetingLink: 'scheduling:errors.link',
      },
    });
  });

  it('makes a day off, custom hours, and refuses custom hours without any', () => {
    expect(exceptionInput('2026-12-25', true, [{ start: '10:00', end: '12:00' }], ' Christmas ', t)).toEqual({ value: { date: '2026-12-25', ranges: [], note: 'Christmas' } });
    expect(exceptionInput('2026-12-26', false, [{ start: '10:00', end: '12:00' }], '', t)).toEqual({ value: { date: '2026-12-26', ranges: [{ start: '10:00', end: '12:00' }] } });
    expect(exceptionInput('2026-12-26', false, [], '', t)).toEqual({ errors: { ranges: 'availability:errors.noHours' } });
    expect(exceptionInput('', true, [], '', t)).toEqual({ errors: { date: 'scheduling:errors.date' } });
  });

  it('writes blocked time in IST and refuses an end before the start', () => {
    expect(blockInput({ startDate: '2026-12-01', startTime: '14:00', endDate: '2026-12-01', endTime: '16:30', note: '' }, t)).toEqual({
      value: { start: '2026-12-01T14:00:00+05:30', end: '2026-12-01T16:30:00+05:30' },
    });
    expect(blockInput({ startDate: '2026-12-01', startTime: '14:00', endDate: '2026-12-01', endTime: '13:00', note: '' }, t)).toEqual({ errors: { end: 'scheduling:errors.rangeOrder' } });
    expect(blockInput({ startDate: '', startTime: '14:00', endDate: '2026-12-01', endTime: '13:00', note: '' }, t)).toEqual({ errors: { start: 'availability:errors.dateTime' } });
  });
});
