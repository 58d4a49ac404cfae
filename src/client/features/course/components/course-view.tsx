/**
 * The learner's course page (issue 54 part 3): progress, the chosen day's lesson (video, text, file)
 * with its "Mark as done" form, and the seven days, each open or with the time it opens (IST and
 * the learner's clock). The form is a real `<form method="post">` to the page's action: it works
 * before scripts arrive, and React Router's Form sends it without a reload after.
 */
import { Award, CheckCircle2, Circle, Download, Lock, PlayCircle } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import type { CourseView as Course, LessonView } from '../../../../shared/contracts/course.ts';

export interface CourseViewProps {
  course: Course;
  /** The day shown, when it is open. */
  lesson: LessonView | null;
  /** Why the asked-for day is not shown (it opens later), in the page's language. */
  locked: string | null;
  justDone: boolean;
  /** A refused "Mark as done", in the page's language. */
  failure: string | null;
}

export function CourseView({ course, lesson, locked, justDone, failure }: CourseViewProps) {
  const { t } = useTranslation('course');
  const busy = useNavigation().state === 'submitting';
  const base = `/course/${encodeURIComponent(course.slug)}`;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-3xl py-8 sm:py-12">
          <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-4xl">{course.title}</h1>
          <p className="mt-3 text-slate-700">{t('page.intro', { zone: course.timeZone })}</p>
          <div className="mt-4">
            <label htmlFor="course-progress" className="text-sm font-semibold text-slate-800" data-testid="course-progress">
              {t('page.progress', { done: course.doneCount, total: course.totalDays })}
            </label>
            <progress id="course-progress" className="mt-1 block h-2 w-full accent-brand-700" value={course.doneCount} max={course.totalDays} />
          </div>
          {course.complete && (
            <p className="mt-4 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-green-900" data-testid="course-complete">
              <Award aria-hidden="true" className="mr-1 inline size-5" />
              {t('page.certificateReady')}{' '}
              <Link to={`${base}/certificate`} className="font-semibold underline underline-offset-2">
                {t('page.certificateLink')}
              </Link>
            </p>
          )}
        </div>
      </section>
      <div className="container-page max-w-3xl space-y-10 pb-16">
        {failure && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
            {failure}
          </p>
        )}
        {locked && (
          <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-slate-900" data-testid="course-locked">
            <Lock aria-hidden="true" className="mr-1 inline size-4" />
            {locked}
          </p>
        )}
        {lesson && (
          <article aria-labelledby="lesson-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="course-lesson">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('page.dayTitle', { day: lesson.day })}</p>
            <h2 id="lesson-title" className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">
              {lesson.title}
            </h2>
            {lesson.videoUrl &&
              (lesson.videoUrl.startsWith('/api/') ? (
                <video className="mt-4 w-full rounded-lg bg-black" controls preload="metadata" src={lesson.videoUrl}>
                  <a href={lesson.videoUrl}>{t('page.video')}</a>
                </video>
              ) : (
                <a href={lesson.videoUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary mt-4">
                  <PlayCircle aria-hidden="true" className="size-4" />
                  {t('page.videoElsewhere')}
                </a>
              ))}
            {lesson.body ? (
              <div lang={lesson.lang} className="mt-4 whitespace-pre-line text-slate-800">
                {lesson.body}
              </div>
            ) : (
              !lesson.videoUrl && !lesson.fileUrl && <p className="mt-4 text-slate-600">{t('page.preparing')}</p>
            )}
            {lesson.fileUrl && (
              <p className="mt-4">
                <a href={lesson.fileUrl} className="inline-flex items-center gap-2 font-semibold text-brand-800 underline underline-offset-2" download>
                  <Download aria-hidden="true" className="size-4" />
                  {t('page.download', { name: lesson.fileName })}
                </a>
              </p>
            )}
            <div className="mt-6 border-t border-slate-200 pt-4">
              {justDone && lesson.done && (
                <p role="status" className="mb-3 text-green-800" data-testid="course-marked">
                  {t('page.markedDone')}
                </p>
              )}
              {lesson.done ? (
                <p className="inline-flex items-center gap-2 font-semibold text-green-800" data-testid="course-day-done">
                  <CheckCircle2 aria-hidden="true" className="size-5" />
                  {t('page.done')}
                </p>
              ) : (
                <Form method="post" action={`${base}?day=${lesson.day}`} data-testid="course-done-form">
                  <input type="hidden" name="day" value={lesson.day} />
                  <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy} aria-busy={busy || undefined}>
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                    {t('page.markDone')}
                  </button>
                </Form>
              )}
            </div>
          </article>
        )}
        <section aria-labelledby="course-days">
          <h2 id="course-days" className="text-xl font-bold text-slate-900">
            {t('page.days')}
          </h2>
          <ol className="mt-4 space-y-3" data-testid="course-days">
            {course.days.map((d) => {
              const current = lesson?.day === d.day;
              return (
                <li key={d.day} className={`rounded-xl border p-3 ${current ? 'border-brand-400 bg-brand-50' : 'border-slate-200 bg-white'}`} data-testid={`course-day-${d.day}`}>
                  <div className="flex items-start gap-3">
                    {d.done ? (
                      <CheckCircle2 aria-label={t('page.done')} className="mt-0.5 size-5 shrink-0 text-green-700" />
                    ) : d.open ? (
                      <Circle aria-label={t('page.open')} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    ) : (
                      <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
                    )}
                    <div className="min-w-0">
                      {d.open ? (
                        <Link to={`${base}?day=${d.day}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline" aria-current={current ? 'page' : undefined}>
                          {t('page.dayTitle', { day: d.day })}
                          {d.title ? `: ${d.title}` : ''}
                        </Link>
                      ) : (
                        <>
                          <p className="font-semibold text-slate-800">
                            {t('page.dayTitle', { day: d.day })}
                            {d.title ? `: ${d.title}` : ''}
                          </p>
                          <p className="text-sm text-slate-600">{t('page.locked', { ist: d.opensIst })}</p>
                          {d.opensLocal && <p className="text-sm text-slate-600">{t('page.lockedLocal', { local: d.opensLocal })}</p>}
                        </>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      </div>
    </>
  );
}
