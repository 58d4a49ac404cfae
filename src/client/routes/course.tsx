/**
 * /course/:slug (members only): the learner's 7-day course (issue 54 part 3). The loader reads the
 * course and one day's lesson (?day=N, else the first open day not yet done) through appContext; a
 * locked day shows when it opens (IST and the learner's clock); "Mark as done" posts to this page's
 * action (course.server.ts) and works without JavaScript.
 */
import { data } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/course';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { requireUser } from '../features/auth/guards.server.ts';
import { CourseView } from '../features/course/components/course-view.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { appContext } from '../lib/app-context.ts';
import { courseAction } from './course.server.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['course'] };

export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  const { course } = args.context.get(appContext);
  const slug = args.params.slug;
  const query = new URL(args.request.url).searchParams;
  const viewed = await course.view(slug);
  if (!viewed.ok) return data({ course: null, lesson: null, locked: null, error: viewed.message, justDone: false }, { status: viewed.status });
  const open = viewed.value.days.filter((d) => d.open);
  const day = query.get('day') ?? String((open.find((d) => !d.done) ?? open[open.length - 1]).day);
  const read = await course.lesson(slug, day);
  if (read.ok) return { course: read.value.course, lesson: read.value.lesson, locked: null, error: null, justDone: query.get('done') === '1' };
  // A locked day (or one that is no day): the course, and why this day is not shown.
  return data({ course: viewed.value, lesson: null, locked: read.message, error: null, justDone: false }, { status: read.status });
}

export const action = (args: Route.ActionArgs) => courseAction(args);

export default function CoursePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('course');
  const { course, lesson, locked, error, justDone } = loaderData;
  return (
    <>
      <PageMeta title={course?.title ?? t('page.metaTitle')} noIndex />
      {course ? (
        <CourseView course={course} lesson={lesson} locked={locked} justDone={justDone} failure={actionData?.failure.message ?? null} />
      ) : (
        <div className="container-page max-w-3xl py-12">
          <h1 className="text-2xl font-bold text-brand-900">{t('page.noAccess')}</h1>
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800" data-testid="course-error">
            {error}
          </p>
        </div>
      )}
    </>
  );
}
