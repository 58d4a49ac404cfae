import { describe, expect, it } from 'vitest';
import { joinState, nextJoinChange } from './join-window.ts';

const start = Date.parse('2025-08-21T13:30:00Z');
const reg = { joinUrl: 'https://meet.example/x', joinOpensAt: new Date(start - 15 * 60_000).toISOString(), endsAt: new Date(start + 90 * 60_000).toISOString() };

describe('join window', () => {
  it('opens 15 minutes before the start and closes at the end', () => {
    expect(joinState(reg, start - 15 * 60_000 - 1)).toBe('not-yet');
    expect(joinState(reg, start - 15 * 60_000)).toBe('open');
    expect(joinState(reg, start + 89 * 60_000)).toBe('open');
    expect(joinState(reg, start + 90 * 60_000)).toBe('over');
    expect(joinState({ ...reg, joinUrl: null }, start)).toBe('no-link');
  });

  it('says when to look again', () => {
    expect(nextJoinChange(reg, start - 20 * 60_000)).toBe(5 * 60_000);
    expect(nextJoinChange(reg, start)).toBe(90 * 60_000);
    expect(nextJoinChange(reg, start + 91 * 60_000)).toBeNull();
  });
});
