/**
 * The founder's weekly hours and booking rules (issue 19 §1): the hours of each weekday in IST
 * (several ranges, or none: not working that day), the gap between sessions, how much notice she
 * needs, how far ahead clients may book, the most sessions a day, until when a client may cancel,
 * the online room and the practice address. Saved together; the server's messages shown by field.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { SchedulingRules } from '../../../../shared/contracts/scheduling.ts';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { weekdayName } from '../../../../shared/ist.ts';
import { useSaveRules } from '../api/scheduling.ts';
import { formToRules, NUMBER_FIELDS, rulesToForm, WEEK_ORDER, type FieldErrors, type NumberField, type RulesForm } from '../lib/availability.ts';
import { messageOf } from '../lib/errors.ts';
import { RangesEditor } from './ranges-editor.tsx';


const UNITS: Record<NumberField, string> = { bufferMinutes: 'minutes', minNoticeHours: 'hours', horizonDays: 'days', maxPerDay: 'sessions', cancelCutoffHours: 'hours' };

export function AvailabilityRules({ rules }: { rules: SchedulingRules }) {
  const { t } = useTranslation('availability');
  const lang = useLanguage();
  const id = useId();
  const save = useSaveRules();
  const [form, setForm] = useState<RulesForm>(() => rulesToForm(rules));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Other rules from the server (after a save) replace the form; the same rules refetched leave what is being typed.
  const saved = JSON.stringify(rules);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `saved` stands for `rules`
  useEffect(() => setForm(rulesToForm(rules)), [saved]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = formToRules(form, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setFailure(t('errors.fix'));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(checked.rules);
      toast({ title: t('rules.saved') });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setFailure(messageOf(err, t));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby={`${id}-title`} data-testid="availability-rules">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t('hours.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('hours.hint')}</p>
        <ul className="mt-5 divide-y divide-slate-100">
          {WEEK_ORDER.map((weekday) => {
            const name = weekdayName(weekday, lang);
            const ranges = form.weekly[weekday];
            return (
              <li key={weekday} className="grid gap-3 py-4 sm:grid-cols-[10rem_1fr]" data-testid={`weekday-${weekday}`}>
                <div>
                  <p className="font-semibold text-slate-900">{name}</p>
                  {ranges.length === 0 && <p className="text-sm text-slate-500">{t('hours.closed')}</p>}
                </div>
                <RangesEditor
                  id={`${id}-day-${weekday}`}
                  label={name}
                  ranges={ranges}
                  path={`weekly.${weekday}`}
                  errors={errors}
                  onChange={(next) => setForm((f) => ({ ...f, weekly: f.weekly.map((day, i) => (i === weekday ? next : day)) }))}
                />
              </li>
            );
          })}
        </ul>
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h3 className="text-lg font-semibold text-slate-900">{t('rules.title')}</h3>
        <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {NUMBER_FIELDS.map((name) => (
            <TextField
              key={name}
              id={`${id}-${name}`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              label={t(`rules.${name}`)}
              hint={t(`rules.${name}Hint`)}
              after={<span className="text-xs font-normal text-slate-500">{t(`units.${UNITS[name]}`)}</span>}
              value={form[name]}
              error={errors[name]}
              onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
              data-testid={`rules-${name}`}
            />
          ))}
        </div>
        <div className="mt-5 grid gap-5 lg:grid-cols-2">
          <TextField
            id={`${id}-meetingLink`}
            type="url"
            inputMode="url"
            label={t('rules.meetingLink')}
            hint={t('rules.meetingLinkHint')}
            placeholder="https://meet.google.com/…"
            value={form.meetingLink}
            error={errors.meetingLink}
            onChange={(e) => setForm((f) => ({ ...f, meetingLink: e.target.value }))}
          />
          <TextAreaField
            id={`${id}-practiceAddress`}
            rows={3}
            label={t('rules.practiceAddress')}
            hint={t('rules.practiceAddressHint')}
            value={form.practiceAddress}
            error={errors.practiceAddress}
            onChange={(e) => setForm((f) => ({ ...f, practiceAddress: e.target.value }))}
          />
        </div>
      </section>

      <div className="space-y-3">
        <FormError message={failure} />
        <SubmitButton busy={save.isPending} label={t('rules.save')} busyLabel={t('saving')} className="btn-primary w-full sm:w-auto" data-testid="save-rules" />
      </div>
    </form>
  );
}
