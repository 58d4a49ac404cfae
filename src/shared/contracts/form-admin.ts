/**
 * The form builder's API (spec §7 Forms: GET/POST /api/forms, PUT/DELETE /api/forms/{id}, plus
 * duplicate, activate and deactivate). The body of a save is the form definition of
 * src/shared/forms.ts with the builder's save rule (spec §5) and the checks of form-builder-rules.ts.
 */
import { z } from 'zod';
import { FORM_TYPES } from '../constants.ts';
import { BUILDER_MESSAGES, definitionProblems } from '../form-builder-rules.ts';
import { CONTENT_LANGUAGES } from '../content-languages.ts';
import { fieldDefinitionSchema, formSchema, formTranslationsSchema } from '../forms.ts';

/** Types served by a registration page: one active form each. `custom` forms have their own page. */
export const PAGE_FORM_TYPES = ['personal_consultancy', 'webinar_registration', 'course_interest'] as const satisfies readonly (typeof FORM_TYPES)[number][];
export const isPageFormType = (type: string) => (PAGE_FORM_TYPES as readonly string[]).includes(type);

export const formSaveSchema = z
  .object({
    title: z.string({ error: BUILDER_MESSAGES.titleRequired }).trim().min(1, BUILDER_MESSAGES.titleRequired).max(200),
    description: z.string({ error: BUILDER_MESSAGES.descriptionRequired }).trim().min(1, BUILDER_MESSAGES.descriptionRequired).max(2000),
    type: z.enum(FORM_TYPES).default('custom'),
    fields: z.array(fieldDefinitionSchema, { error: BUILDER_MESSAGES.noFields }).min(1, BUILDER_MESSAGES.noFields).max(200),
    /** The title and description in Hindi and Gujarati; a missing one shows the English text. */
    translations: formTranslationsSchema.optional(),
    /** On create: whether the form serves visitors at once (default: yes, spec §3). Ignored on update. */
    isActive: z.boolean().optional(),
    /** On update: the version the builder opened; a form changed meanwhile is not overwritten (409). */
    version: z.number().int().positive().optional(),
  })
  .superRefine((form, ctx) => {
    for (const p of definitionProblems(form.fields)) {
      ctx.addIssue({ code: 'custom', message: p.message, path: ['fields', p.index, ...p.part.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s))] });
    }
  });
export type FormSaveBody = z.input<typeof formSaveSchema>;

/** A form as the builder lists it: the definition, its state and how many people answered it. */
export const adminFormSchema = formSchema.extend({
  responseCount: z.number().int(),
  /** The languages some of its text (title, description, labels, placeholders, options) still lacks. */
  missingLanguages: z.array(z.enum(CONTENT_LANGUAGES)),
});
export type AdminForm = z.infer<typeof adminFormSchema>;

export const formDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
