/**
 * What the founder types in three languages (events, services and the course, forms), ADR 0021:
 * which languages an item still lacks (the admin's "hi, gu missing" marker), and the site's
 * fallback rule: a text missing in Hindi or Gujarati is shown in English, and the page marks that
 * element lang="en" so screen readers and fonts read it as English.
 */
import type { Language } from './constants.ts';
import type { FieldDefinition, FormTranslations } from './forms.ts';

/** The languages besides English that admin-entered content is written in. */
export const CONTENT_LANGUAGES = ['hi', 'gu'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

type Text = string | readonly string[] | null | undefined;
const filled = (v: Text) => (Array.isArray(v) ? v.some((s) => s.trim().length > 0) : typeof v === 'string' && v.trim().length > 0);

/** The translated texts of one item: per language, per field. */
type Translations<F extends string> = Partial<Record<ContentLanguage, Partial<Record<F, Text>> | undefined>>;

/**
 * The languages in which some field that has English text has none: [] when complete. Fields left
 * empty in English need nothing (an event without a button text lacks no translation of one).
 */
export function missingLanguages<F extends string>(english: Partial<Record<F, Text>>, translations: Translations<F> | undefined, fields: readonly F[]): ContentLanguage[] {
  return CONTENT_LANGUAGES.filter((lang) => fields.some((f) => filled(english[f]) && !filled(translations?.[lang]?.[f])));
}

/**
 * The fields of one item that a page in `lang` shows in English because their translation is
 * missing (what the page marks lang="en"). Always [] for an English page.
 */
export function englishFallbacks<F extends string>(english: Partial<Record<F, Text>>, translations: Translations<F> | undefined, fields: readonly F[], lang: Language): F[] {
  if (lang === 'en') return [];
  return fields.filter((f) => filled(english[f]) && !filled(translations?.[lang as ContentLanguage]?.[f]));
}

/** The fields of an event that are written in three languages. */
export const EVENT_TEXT_FIELDS = ['title', 'shortDescription', 'description', 'location', 'ctaButtonText'] as const;
/** The fields of a service (and the course) that are written in three languages. */
export const SERVICE_TEXT_FIELDS = ['title', 'description', 'features', 'duration'] as const;
/** A form's own texts in three languages (its fields' labels, placeholders and options are checked field by field). */
export const FORM_TEXT_FIELDS = ['title', 'description'] as const;

/** The languages a form still lacks: its title and description, and every field's label, placeholder and option labels. */
export function formMissingLanguages(form: { title: string; description?: string | null; translations?: FormTranslations | null; fields: readonly FieldDefinition[] }): ContentLanguage[] {
  return CONTENT_LANGUAGES.filter((lang) => {
    if (missingLanguages({ title: form.title, description: form.description }, form.translations ?? undefined, FORM_TEXT_FIELDS).includes(lang)) return true;
    return form.fields.some((field) => {
      const tr = field.translations?.[lang];
      if (filled(field.label) && !filled(tr?.label)) return true;
      if (filled(field.placeholder) && !filled(tr?.placeholder)) return true;
      return (field.options ?? []).some((o) => !filled(tr?.options?.[o.value]));
    });
  });
}

/** A form's title and description in `lang`, English where the translation is missing (with which fell back). */
export function localizeFormText(form: { title: string; description?: string | null; translations?: FormTranslations | null }, lang: Language) {
  const tr = lang === 'en' ? undefined : form.translations?.[lang];
  return {
    title: tr?.title?.trim() || form.title,
    description: tr?.description?.trim() || form.description || null,
    englishFields: englishFallbacks({ title: form.title, description: form.description }, form.translations ?? undefined, FORM_TEXT_FIELDS, lang),
  };
}

/** The lang attribute of an element showing `field` of `item`: "en" when that text fell back to English, else none (the page's). */
export const fallbackLang = (item: { englishFields?: readonly string[] }, field: string): 'en' | undefined => (item.englishFields?.includes(field) ? 'en' : undefined);

/** A form's Hindi and Gujarati title and description as stored: trimmed, blanks left out (the builder's save and the server agree). */
export function cleanFormTranslations(given: FormTranslations | null | undefined): FormTranslations {
  const out: FormTranslations = {};
  for (const lang of CONTENT_LANGUAGES) {
    const title = given?.[lang]?.title?.trim();
    const description = given?.[lang]?.description?.trim();
    if (title || description) out[lang] = { ...(title ? { title } : {}), ...(description ? { description } : {}) };
  }
  return out;
}
