/**
 * The testimonial requests (issue 54 part 4) are written by a periodic job in every instance,
 * shaped like the series job: now, then every `intervalMs`. Safe on several instances at once:
 * the unique registration_id of testimonials lets one insert win.
 */
import type { TestimonialService } from './service.ts';

export function startTestimonialJob(deps: { testimonials: TestimonialService; log?: { warn(obj: object, msg: string): void } }, intervalMs = 10 * 60_000) {
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      await deps.testimonials.requestDue();
    } catch (err) {
      deps.log?.warn({ err: (err as Error).message }, 'testimonial requests failed');
    }
  };
  void tick();
  timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
}
