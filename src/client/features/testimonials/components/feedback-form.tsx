/**
 * The feedback page's form (issue 54 part 4): a rating 1-5, a few words, and whether they may be
 * published (first name and city, anonymously, or not). A real `<form method="post">` to the
 * route's action: it works before scripts arrive, and React Router's Form sends it without a reload
 * after. The values the person typed come back with the messages of a refused answer.
 */
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../../i18n/react.tsx';
import { ChoiceField } from '../../../components/ui/form/choice-fields.tsx';
import { TextAreaField } from '../../../components/ui/form/text-fields.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import type { FeedbackView } from '../../../../shared/contracts/testimonials.ts';
import { TESTIMONIAL_BODY_MAX } from '../../../../shared/contracts/testimonials.ts';

export interface FeedbackFormProps {
  /** The page's own address with its signed query (the form posts back to it). */
  action: string;
  view: FeedbackView;
  /** What was posted, shown again when refused. */
  values?: Record<string, string>;
  /** Translation keys: the form's message and each field's. */
  error?: string;
  fields?: Record<string, string>;
  saved?: boolean;
}

export function FeedbackForm({ action, view, values, error, fields, saved }: FeedbackFormProps) {
  const { t } = useTranslation('testimonials');
  const busy = useNavigation().state === 'submitting';
  if (view.status === 'withdrawn') return <p className="rounded-lg bg-slate-50 p-4 text-slate-800" data-testid="feedback-withdrawn">{t('page.withdrawn')}</p>;
  // The form is remade (key) when an answer comes back, so these start from what was posted.
  return <AnswerForm key={JSON.stringify(values ?? null) + String(saved)} action={action} view={view} values={values} error={error} fields={fields} saved={saved} busy={busy} />;
}

function AnswerForm({ action, view, values, error, fields, saved, busy }: FeedbackFormProps & { busy: boolean }) {
  const { t } = useTranslation('testimonials');
  const [rating, setRating] = useState(values?.rating ?? (view.rating ? String(view.rating) : ''));
  const [publish, setPublish] = useState(values?.publish ?? view.publish ?? '');
  const fieldError = (name: string) => (fields?.[name] ? t(fields[name]) : undefined);
  return (
    <div className="space-y-8">
      {saved && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-green-800" data-testid="feedback-saved">
          {t('page.thanks')}
        </p>
      )}
      <Form method="post" action={action} noValidate className="space-y-6" data-testid="feedback-form">
        <FormError message={error ? t(error) : null} />
        <ChoiceField
          name="rating"
          legend={t('page.rating')}
          required
          columns={3}
          options={['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }))}
          error={fieldError('rating')}
          value={rating}
          onValueChange={(v) => setRating(String(v))}
        />
        <TextAreaField name="body" label={t('page.body')} maxLength={TESTIMONIAL_BODY_MAX} rows={5} defaultValue={values?.body ?? view.body ?? ''} error={fieldError('body')} />
        <ChoiceField
          name="publish"
          legend={t('page.publish')}
          required
          options={[
            { value: 'name', label: t('page.publishName') },
            { value: 'anonymous', label: t('page.publishAnonymous') },
            { value: 'none', label: t('page.publishNone') },
          ]}
          error={fieldError('publish')}
          value={publish}
          onValueChange={(v) => setPublish(String(v))}
        />
        <button type="submit" name="intent" value="answer" className="btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {t('page.submit')}
        </button>
      </Form>
      {view.status !== 'requested' && (
        <Form method="post" action={action}>
          <button type="submit" name="intent" value="withdraw" className="btn-secondary" data-testid="feedback-withdraw">
            {t('page.withdraw')}
          </button>
        </Form>
      )}
    </div>
  );
}
