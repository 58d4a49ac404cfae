/**
 * The founder's course lessons (issue 54 part 3): for each course of the catalogue, its seven days;
 * each day a title, the lesson's text, an https video address or an uploaded video, a file to
 * download, and the title and text in Hindi and Gujarati. Uploads go through the uploads feature
 * (purpose member-download: served to learners only, never publicly).
 */
import { Save, Trash2, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { uploadFile } from '../../../lib/uploads.ts';
import { uploadErrorText } from '../../admin/api/uploads.ts';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { COURSE_DAYS, nativeLanguageName } from '../../../../shared/constants.ts';
import { LESSON_BODY_MAX, LESSON_FILE_NAME_MAX, LESSON_TITLE_MAX, type AdminCourse, type AdminLesson, type LessonInput } from '../../../../shared/contracts/course.ts';
import { MEMBER_DOWNLOAD_TYPES } from '../../../../shared/upload-rules.ts';
import { useAdminCourses, useDeleteLesson, useSaveLesson } from './api.ts';

const TRANSLATED = ['hi', 'gu'] as const;

export function AdminCourseLessons() {
  const { t } = useTranslation('course');
  const courses = useAdminCourses();
  const [chosen, setChosen] = useState<string | null>(null);
  if (courses.isPending) return <p className="text-slate-600">…</p>;
  if (courses.isError) return <p role="alert" className="text-red-800">{t('admin.loadError')}</p>;
  if (courses.data.length === 0) return <p className="text-slate-600">{t('admin.empty')}</p>;
  const course = courses.data.find((c) => c.id === chosen) ?? courses.data[0];
  return (
    <div className="space-y-6" data-testid="admin-course">
      {courses.data.length > 1 && (
        <SelectField label={t('admin.course')} value={course.id} onChange={(e) => setChosen(e.target.value)} options={courses.data.map((c) => ({ value: c.id, label: c.title }))} />
      )}
      <ol className="space-y-3">
        {Array.from({ length: COURSE_DAYS }, (_, i) => i + 1).map((day) => {
          const lesson = course.lessons.find((l) => l.day === day);
          return (
            <li key={`${course.id}-${day}`}>
              <details className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`admin-course-day-${day}`}>
                <summary className="cursor-pointer font-semibold text-slate-900">
                  {t('page.dayTitle', { day })}: {lesson ? lesson.title : <span className="font-normal text-slate-600">{t('admin.notWritten')}</span>}
                </summary>
                <LessonForm course={course} day={day} lesson={lesson} />
              </details>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

const emptyLesson = (day: number): AdminLesson => ({ day, title: '', body: '', videoUrl: '', videoObject: null, fileObject: null, fileName: '', translations: {}, updatedAt: '' });

function LessonForm({ course, day, lesson }: { course: AdminCourse; day: number; lesson: AdminLesson | undefined }) {
  const { t } = useTranslation(['course', 'admin']);
  const save = useSaveLesson();
  const remove = useDeleteLesson();
  const [draft, setDraft] = useState<AdminLesson>(lesson ?? emptyLesson(day));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<'videoObject' | 'fileObject' | null>(null);
  const set = (patch: Partial<AdminLesson>) => setDraft((d) => ({ ...d, ...patch }));
  const setTranslation = (lang: (typeof TRANSLATED)[number], field: 'title' | 'body', value: string) =>
    setDraft((d) => ({ ...d, translations: { ...d.translations, [lang]: { ...d.translations[lang], [field]: value } } }));

  async function upload(field: 'videoObject' | 'fileObject', file: File | undefined) {
    if (!file) return;
    setUploading(field);
    try {
      const stored = await uploadFile(file, 'member-download');
      set(field === 'fileObject' ? { fileObject: stored.objectPath, fileName: draft.fileName || file.name } : { videoObject: stored.objectPath });
    } catch (err) {
      const text = uploadErrorText(err, 'member-download');
      toast({ title: t(text.titleKey), description: text.serverMessage ?? t(text.descriptionKey, text.values) });
    } finally {
      setUploading(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const body: LessonInput = {
      title: draft.title,
      body: draft.body,
      videoUrl: draft.videoUrl,
      videoObject: draft.videoObject,
      fileObject: draft.fileObject,
      fileName: draft.fileName,
      translations: draft.translations,
    };
    try {
      await save.mutateAsync({ serviceId: course.id, day, lesson: body });
      toast({ title: t('admin.saved', { day }) });
    } catch (err) {
      if (err instanceof ApiError && err.fields && Object.keys(err.fields).length) setErrors(err.fields);
      setFormError(err instanceof ApiError ? err.message : t('admin.saveError'));
    }
  }

  async function removeDay() {
    try {
      await remove.mutateAsync({ serviceId: course.id, day });
      setDraft(emptyLesson(day));
      toast({ title: t('admin.deleted', { day }) });
    } catch (err) {
      setFormError(err instanceof ApiError ? err.message : t('admin.saveError'));
    }
  }

  const accept = MEMBER_DOWNLOAD_TYPES.join(',');
  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4" data-testid={`lesson-form-${day}`}>
      <TextField label={t('admin.lessonTitle')} name="title" required maxLength={LESSON_TITLE_MAX} value={draft.title} onChange={(e) => set({ title: e.target.value })} error={errors.title} />
      <TextAreaField label={t('admin.body')} name="body" rows={8} maxLength={LESSON_BODY_MAX} value={draft.body} onChange={(e) => set({ body: e.target.value })} error={errors.body} />
      <TextField label={t('admin.videoUrl')} name="videoUrl" type="url" inputMode="url" placeholder="https://" value={draft.videoUrl} onChange={(e) => set({ videoUrl: e.target.value })} error={errors.videoUrl} />
      <UploadField label={t('admin.videoUpload')} accept="video/mp4" path={draft.videoObject} busy={uploading === 'videoObject'} error={errors.videoObject} onFile={(f) => void upload('videoObject', f)} onRemove={() => set({ videoObject: null })} />
      <UploadField label={t('admin.file')} accept={accept} path={draft.fileObject} busy={uploading === 'fileObject'} error={errors.fileObject} onFile={(f) => void upload('fileObject', f)} onRemove={() => set({ fileObject: null, fileName: '' })} />
      {draft.fileObject && (
        <TextField label={t('admin.fileName')} name="fileName" maxLength={LESSON_FILE_NAME_MAX} value={draft.fileName} onChange={(e) => set({ fileName: e.target.value })} error={errors.fileName} />
      )}
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t('admin.translations')}</legend>
        {TRANSLATED.map((lang) => (
          <div key={lang} lang={lang} className="grid gap-3">
            <TextField
              label={t('admin.titleIn', { language: nativeLanguageName(lang) })}
              maxLength={LESSON_TITLE_MAX}
              value={draft.translations[lang]?.title ?? ''}
              onChange={(e) => setTranslation(lang, 'title', e.target.value)}
              error={errors[`translations.${lang}.title`]}
            />
            <TextAreaField
              label={t('admin.bodyIn', { language: nativeLanguageName(lang) })}
              rows={5}
              maxLength={LESSON_BODY_MAX}
              value={draft.translations[lang]?.body ?? ''}
              onChange={(e) => setTranslation(lang, 'body', e.target.value)}
              error={errors[`translations.${lang}.body`]}
            />
          </div>
        ))}
      </fieldset>
      <FormError message={formError} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} disabled={!!uploading} icon={<Save aria-hidden="true" className="size-4" />} label={t('admin.save', { day })} busyLabel={t('admin.save', { day })} />
        {lesson && (
          <button type="button" className="btn-secondary" disabled={remove.isPending} onClick={() => void removeDay()}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('admin.delete', { day })}
          </button>
        )}
      </div>
    </form>
  );
}

function UploadField({ label, accept, path, busy, error, onFile, onRemove }: { label: string; accept: string; path: string | null; busy: boolean; error?: string; onFile: (file: File | undefined) => void; onRemove: () => void }) {
  const { t } = useTranslation('course');
  if (path)
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
        <span className="font-semibold">{label}:</span> {t('admin.uploaded')}
        <button type="button" className="btn-secondary" onClick={onRemove}>
          {t('admin.removeUpload')}
        </button>
      </p>
    );
  return (
    <TextField
      label={label}
      type="file"
      accept={accept}
      disabled={busy}
      hint={busy ? t('admin.uploading') : undefined}
      after={busy ? <Upload aria-hidden="true" className="size-4 animate-pulse" /> : undefined}
      error={error}
      onChange={(e) => onFile(e.target.files?.[0])}
    />
  );
}
