/**
 * The testimonial requests (issue 54 part 4) are written by a periodic job in every instance,
 * now, then every `intervalMs` (lib/job.ts). Safe on several instances at once:
 * the unique registration_id of testimonials lets one insert win.
 */
import { startJob, type Job, type JobLog } from '../../lib/job.ts';
import type { TestimonialService } from './service.ts';

export function startTestimonialJob(deps: { testimonials: TestimonialService; log?: JobLog }, intervalMs = 10 * 60_000): Job {
  return startJob('testimonial requests', () => deps.testimonials.requestDue(), intervalMs, deps.log);
}
