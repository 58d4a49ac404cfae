/**
 * The "day N is open" messages of the course (issue 54 part 3) are written by a periodic job in
 * every instance, now, then every `intervalMs` (lib/job.ts). Safe on several instances at once:
 * one conditional UPDATE of course_enrolments.notified_day lets one run write each message.
 * Every 10 minutes: a day opening at 06:00 is announced by 06:10 on the learner's clock.
 */
import { startJob, type Job, type JobLog } from '../../lib/job.ts';
import type { CourseService } from './service.ts';

export function startCourseJob(deps: { course: CourseService; log?: JobLog }, intervalMs = 10 * 60_000): Job {
  return startJob('course days', () => deps.course.openDue(), intervalMs, deps.log);
}
