import { PRACTICE_TIME_ZONE } from '../../shared/constants.ts';

const istTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRACTICE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time of day of an instant in IST, as HH:mm. */
export function istTimeOfDay(instant: Date): string {
  return istTime.format(instant);
}
