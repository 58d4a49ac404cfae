/**
 * The 7-day course, delivered (issue 54 part 3): the founder's lessons (one per day, with Hindi and
 * Gujarati where she gives them), and what a learner sees of them. Messages are translation keys
 * (namespace `course`).
 */
import { z } from 'zod';
import { COURSE_DAYS } from '../constants.ts';

export const LESSON_TITLE_MAX = 200;
export const LESSON_BODY_MAX = 20_000;
export const LESSON_FILE_NAME_MAX = 120;

/** A lesson's day, 1..COURSE_DAYS, from a path or a form (strings). */
export const lessonDaySchema = z.coerce.number({ error: 'course:errors.day' }).int('course:errors.day').min(1, 'course:errors.day').max(COURSE_DAYS, 'course:errors.day');

/** An uploaded file of the uploads feature (purpose member-download): /objects/<key>. */
const objectPath = z.string().trim().regex(/^\/objects\/[A-Za-z0-9/_.-]{1,200}$/, 'course:errors.upload');

/** A video address: https only (a page of ours embeds or links it; http or javascript: never). */
const videoUrl = z
  .string()
  .trim()
  .max(500, 'course:errors.videoUrl')
  .refine((v) => {
    if (v === '') return true;
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'course:errors.videoUrl');

const localizedLesson = z.object({
  title: z.string().trim().max(LESSON_TITLE_MAX, 'course:errors.title').optional(),
  body: z.string().trim().max(LESSON_BODY_MAX, 'course:errors.body').optional(),
});
export const lessonTranslationsSchema = z.object({ hi: localizedLesson.optional(), gu: localizedLesson.optional() });
export type LessonTranslations = z.infer<typeof lessonTranslationsSchema>;

/** What the founder saves for one day (PUT /api/admin/course/:serviceId/lessons/:day). */
export const lessonInputSchema = z.object({
  title: z.string({ error: 'course:errors.title' }).trim().min(1, 'course:errors.title').max(LESSON_TITLE_MAX, 'course:errors.title'),
  body: z.string().trim().max(LESSON_BODY_MAX, 'course:errors.body').default(''),
  videoUrl: videoUrl.default(''),
  videoObject: objectPath.nullable().default(null),
  fileObject: objectPath.nullable().default(null),
  fileName: z.string().trim().max(LESSON_FILE_NAME_MAX, 'course:errors.fileName').default(''),
  translations: lessonTranslationsSchema.default({}),
});
export type LessonInput = z.input<typeof lessonInputSchema>;
export type LessonData = z.output<typeof lessonInputSchema>;

/** A lesson as the founder edits it. */
export const adminLessonSchema = z.object({
  day: z.number().int(),
  title: z.string(),
  body: z.string(),
  videoUrl: z.string(),
  videoObject: z.string().nullable(),
  fileObject: z.string().nullable(),
  fileName: z.string(),
  translations: lessonTranslationsSchema,
  updatedAt: z.string(),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;

/** The courses of the catalogue, each with its days written so far (the founder's list). */
export const adminCourseSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  isActive: z.boolean(),
  lessons: z.array(adminLessonSchema),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** One day on the learner's course page: open or not, and when it opens. */
export const courseDaySchema = z.object({
  day: z.number().int(),
  /** The lesson's title in the learner's language (null: not written yet). */
  title: z.string().nullable(),
  open: z.boolean(),
  done: z.boolean(),
  opensAt: z.string(),
  /** When it opens, in IST and (when it differs) on the learner's clock, in their language. */
  opensIst: z.string(),
  opensLocal: z.string().nullable(),
});
export type CourseDay = z.infer<typeof courseDaySchema>;

/** The learner's course: its days, progress, and the certificate once every day is done. */
export const courseViewSchema = z.object({
  slug: z.string(),
  title: z.string(),
  startedAt: z.string(),
  timeZone: z.string(),
  days: z.array(courseDaySchema),
  doneCount: z.number().int(),
  totalDays: z.number().int(),
  complete: z.boolean(),
});
export type CourseView = z.infer<typeof courseViewSchema>;

/** One open lesson, in the learner's language (falling back to the English). */
export const lessonViewSchema = z.object({
  day: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The founder's https video address, or our own address of the uploaded video. */
  videoUrl: z.string().nullable(),
  /** Our address of the downloadable file, and its name. */
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  done: z.boolean(),
  /** Whether the lesson's text is the founder's translation for this language (else English, marked lang="en"). */
  lang: z.string(),
});
export type LessonView = z.infer<typeof lessonViewSchema>;

/** The certificate: the learner's name, the course, and when the last day was marked done. */
export const certificateSchema = z.object({ name: z.string(), title: z.string(), completedAt: z.string(), completedOn: z.string() });
export type Certificate = z.infer<typeof certificateSchema>;

/** A course on the member's dashboard: its progress and where it is. */
export const myCourseSchema = z.object({ slug: z.string(), title: z.string(), doneCount: z.number().int(), totalDays: z.number().int(), complete: z.boolean(), openDays: z.number().int() });
export type MyCourse = z.infer<typeof myCourseSchema>;

export const courseParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const lessonParamsSchema = z.object({ slug: z.string().min(1).max(200), day: lessonDaySchema });
export const adminLessonParamsSchema = z.object({ serviceId: z.uuid(), day: lessonDaySchema });
