/**
 * The course pages' way into the service (client/lib/app-context.ts CoursePort), as the member of
 * the request: the loaders and the "Mark as done" action call it without HTTP, with the same checks
 * as the API (the day is read with the API's own schema). A refusal comes back as a status and a
 * message in the page's language.
 */
import type { CourseOutcome, CoursePort } from '../../../client/lib/app-context.ts';
import type { Language } from '../../../shared/constants.ts';
import { lessonDaySchema } from '../../../shared/contracts/course.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import type { Translator } from '../../lib/i18n.ts';
import type { SessionUser } from '../../plugins/authz.ts';
import { DayLockedError, type CourseService } from './service.ts';

export function coursePortFor(service: CourseService, deps: { currentUser: () => Promise<SessionUser | null>; lang: Language; translator: Translator }): CoursePort {
  const t = deps.translator.t(deps.lang);
  const guarded = async <T>(work: (user: SessionUser) => Promise<T>): Promise<CourseOutcome<T>> => {
    try {
      const user = await deps.currentUser();
      if (!user) throw unauthorized();
      return { ok: true, value: await work(user) };
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return { ok: false, status: err.statusCode, message: t(err.messageKey, err.params ?? {}), ...(err instanceof DayLockedError ? { opensAt: err.opensAt.toISOString() } : {}) };
    }
  };
  const dayOf = (value: string) => {
    const parsed = lessonDaySchema.safeParse(value);
    if (!parsed.success) throw new HttpError(400, 'invalid_day', 'course:errors.day');
    return parsed.data;
  };
  return {
    view: (slug) => guarded((user) => service.view(user, slug, deps.lang)),
    lesson: (slug, day) =>
      guarded(async (user) => {
        const lesson = await service.lesson(user, slug, dayOf(day), deps.lang);
        return { course: await service.view(user, slug, deps.lang), lesson };
      }),
    done: (slug, day) => guarded((user) => service.markDone(user, slug, dayOf(day), deps.lang)),
    certificate: (slug) => guarded((user) => service.certificate(user, slug, deps.lang)),
  };
}
