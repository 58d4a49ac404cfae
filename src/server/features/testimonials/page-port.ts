/**
 * The feedback page's way into the service (client/lib/app-context.ts FeedbackPort): the page's
 * loader and action call it without HTTP. The posted form is checked with the same schema as the
 * API; a refusal comes back as a status and translation keys for the page to show.
 */
import type { FeedbackLink, FeedbackOutcome, FeedbackPort } from '../../../client/lib/app-context.ts';
import { testimonialAnswerSchema } from '../../../shared/contracts/testimonials.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { TestimonialService } from './service.ts';

const refusal = (err: unknown): FeedbackOutcome => {
  if (err instanceof HttpError) return { ok: false, status: err.statusCode, error: err.messageKey };
  throw err;
};

export function feedbackPortOf(service: TestimonialService): FeedbackPort {
  const guarded = async (work: () => Promise<FeedbackOutcome>) => {
    try {
      return await work();
    } catch (err) {
      return refusal(err);
    }
  };
  return {
    view: (link: FeedbackLink) => guarded(async () => ({ ok: true, view: await service.view(link.id, link.sig, link.exp) })),
    answer: (link, form) =>
      guarded(async () => {
        const parsed = testimonialAnswerSchema.safeParse({ rating: form.rating || undefined, body: form.body ?? '', publish: form.publish || undefined });
        if (!parsed.success) {
          const fields: Record<string, string> = {};
          for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
          // The link is checked first: a forged link learns nothing about the form.
          await service.view(link.id, link.sig, link.exp);
          return { ok: false, status: 400, error: 'testimonials:errors.form', fields };
        }
        return { ok: true, view: await service.answer(link.id, link.sig, link.exp, parsed.data) };
      }),
    withdraw: (link) =>
      guarded(async () => {
        await service.withdrawByLink(link.id, link.sig, link.exp);
        return { ok: true, view: await service.view(link.id, link.sig, link.exp) };
      }),
  };
}
