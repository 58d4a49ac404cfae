/**
 * The parts of the Site content tab's forms (issue 20): a section form that checks with the
 * contract's schema, saves on its own and shows every message under its field; a text in English,
 * Hindi and Gujarati with "missing" marked; a list with add and remove.
 */
import { Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { LANGUAGES } from '../../../../shared/constants.ts';
import { SECTION_SCHEMAS, type Localized, type SectionInput, type SiteContentSection } from '../../../../shared/contracts/site-content.ts';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { issueText } from '../../../lib/issue-text.ts';
import { useSaveSection } from '../api/site-content.ts';
import { messageOf } from '../lib/errors.ts';
import { Badge } from './states.tsx';

/** Field messages by path ("phone", "items.0.quote.en"). */
export type FieldErrors = Record<string, string>;

/** Sets the value at a dotted path, copying what leads to it. */
export function setAt<T>(root: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const copy = (Array.isArray(root) ? [...root] : { ...root }) as Record<string, unknown>;
  copy[head] = rest.length ? setAt(copy[head], rest.join('.'), value) : value;
  return copy as T;
}

export interface SectionEditor<V> {
  value: V;
  set: (path: string, next: unknown) => void;
  errors: FieldErrors;
  /** A unique prefix for the section's field ids. */
  id: string;
}

/**
 * One section of Site content as a form of its own: checked in the browser with the server's own
 * schema (messages in the page's language), then saved (PUT); the server's field messages, if any,
 * under their fields. `toInput` turns what the form holds (numbers typed as text) into the section.
 */
export function SectionForm<S extends SiteContentSection, V>({
  section,
  initial,
  toInput,
  sample,
  missing,
  children,
}: {
  section: S;
  initial: V;
  toInput?: (value: V) => unknown;
  sample: boolean;
  missing: number;
  children: (editor: SectionEditor<V>) => ReactNode;
}) {
  const { t } = useTranslation('content');
  const id = useId();
  const save = useSaveSection(section);
  const [value, setValue] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saved = JSON.stringify(initial);
  // What the server answers after a save replaces the form; a refetch of the same leaves what is being typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `saved` stands for `initial`
  useEffect(() => setValue(initial), [saved]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const input = toInput ? toInput(value) : value;
    const checked = SECTION_SCHEMAS[section].safeParse(input);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issueText(issue, t);
      setErrors(found);
      setFailure(t('errors.fix'));
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(input as SectionInput<S>);
      toast({ title: t('saved'), description: t('savedDescription') });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setFailure(`${t('saveFailed')}: ${messageOf(err, t)}`);
    }
  };

  const set = (path: string, next: unknown) => setValue((v) => setAt(v, path, next));
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid={`content-${section}`}>
      <div className="mb-5 flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t(`sections.${section}.title`)}
        </h3>
        {sample && (
          <Badge tone="amber" testId={`sample-${section}`}>
            {t('sample')}
          </Badge>
        )}
      </div>
      {sample && <p className="-mt-3 mb-5 text-sm text-amber-900">{t('sampleHint')}</p>}
      {missing > 0 && <p className="-mt-3 mb-5 text-sm text-slate-600">{t('missingCount', { count: missing })}</p>}
      <div className="space-y-5">{children({ value, set, errors, id })}</div>
      <div className="mt-6 space-y-3">
        <FormError message={failure} />
        <SubmitButton
          busy={save.isPending}
          label={t('save')}
          busyLabel={t('saving')}
          icon={<Save aria-hidden="true" className="size-4" />}
          className="btn-primary w-full sm:w-auto"
          data-testid={`save-${section}`}
        />
      </div>
    </form>
  );
}

/** A text in the three languages: English first; Hindi or Gujarati marked when missing (English is then shown). */
export function LocalizedField({
  editor,
  path,
  label,
  hint,
  multiline = false,
  rows = 3,
  required = false,
}: {
  editor: SectionEditor<unknown>;
  path: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
}) {
  const { t } = useTranslation('content');
  const value = path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], editor.value) as Localized;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      {LANGUAGES.map((lang) => {
        const fieldPath = `${path}.${lang}`;
        const props = {
          id: `${editor.id}-${fieldPath}`,
          lang,
          label: t(`languages.${lang}`),
          required: required && lang === 'en',
          value: value[lang],
          error: editor.errors[fieldPath],
          after: lang !== 'en' && value.en.trim() && !value[lang].trim() ? <Badge tone="amber">{t('missing', { language: t(`languages.${lang}`) })}</Badge> : undefined,
          'data-testid': `field-${fieldPath}`,
        };
        return multiline ? (
          <TextAreaField key={lang} rows={rows} {...props} onChange={(e) => editor.set(fieldPath, e.target.value)} />
        ) : (
          <TextField key={lang} {...props} onChange={(e) => editor.set(fieldPath, e.target.value)} />
        );
      })}
    </fieldset>
  );
}

/** A plain text field of a section (phone, e-mail, a link, a number typed as text). */
export function PlainField({
  editor,
  path,
  label,
  hint,
  type = 'text',
  inputMode,
}: {
  editor: SectionEditor<unknown>;
  path: string;
  label: string;
  hint?: string;
  type?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric';
}) {
  const value = path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], editor.value);
  return (
    <TextField
      id={`${editor.id}-${path}`}
      type={type}
      inputMode={inputMode}
      label={label}
      hint={hint}
      value={value === null || value === undefined ? '' : String(value)}
      error={editor.errors[path]}
      onChange={(e) => editor.set(path, e.target.value)}
      data-testid={`field-${path}`}
    />
  );
}

/** A list of items, each with a heading and a Remove button, and an Add button under them. */
export function ListField<T>({
  items,
  onChange,
  make,
  itemLabel,
  addLabel,
  error,
  children,
}: {
  items: T[];
  onChange: (items: T[]) => void;
  make: () => T;
  itemLabel: (n: number) => string;
  addLabel: string;
  error?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <div className="space-y-4">
      {items.map((item, i) => (
        <section key={i} aria-label={itemLabel(i + 1)} className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
          <div className="flex items-center justify-between gap-3">
            <p className="font-semibold text-slate-900">{itemLabel(i + 1)}</p>
            <button type="button" className="btn text-red-700 hover:bg-red-50" onClick={() => onChange(items.filter((_, j) => j !== i))}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('remove')}
              <span className="sr-only">: {itemLabel(i + 1)}</span>
            </button>
          </div>
          {children(item, i)}
        </section>
      ))}
      {error && <p className="text-sm text-red-700">{error}</p>}
      <button type="button" className="btn-secondary" onClick={() => onChange([...items, make()])}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </button>
    </div>
  );
}

export const emptyLocalized = (): Localized => ({ en: '', hi: '', gu: '' });
