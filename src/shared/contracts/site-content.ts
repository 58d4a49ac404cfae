/**
 * The practice's content (ADR 0020): the founder's name, photo, bio and credentials, contact
 * details, social links, books, featured video, testimonials, stats, FAQ and policy texts. One
 * document, kept as one app_settings row ("site_content"), saved a section at a time (one atomic
 * write per save). Each text is in English, Hindi and Gujarati; English is what a missing Hindi or
 * Gujarati text falls back to, and the admin marks it missing. `sample` lists the sections that
 * still hold the seeded sample content: in production they are not shown to visitors as if real.
 * Messages are translation keys (content namespace), translated by the server and the forms.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants.ts';
import { IMAGE_PATH_PATTERN } from './admin.ts';

export const SITE_CONTENT_SECTIONS = ['home', 'founder', 'contact', 'social', 'books', 'video', 'testimonials', 'stats', 'faq', 'policies'] as const;
export type SiteContentSection = (typeof SITE_CONTENT_SECTIONS)[number];

export const SITE_CONTENT_LIMITS = {
  short: 120,
  line: 300,
  text: 2000,
  policy: 20_000,
  url: 500,
  list: 30,
} as const;

const text = (max: number) => z.string('content:errors.textRequired').trim().max(max, 'content:errors.tooLong');

/** A text in the three languages; `required`: the English one may not be blank. */
export function localizedSchema(max: number, required = false) {
  const en = required ? text(max).min(1, 'content:errors.englishRequired') : text(max);
  return z.object({ en, hi: text(max).default(''), gu: text(max).default('') });
}
export type Localized = Record<Language, string>;

/** An https (or http) address, or blank for none. */
const urlSchema = text(SITE_CONTENT_LIMITS.url).refine((v) => v === '' || /^https?:\/\/[^\s"'<>]+\.[^\s"'<>]+$/i.test(v), 'content:errors.urlInvalid');
const requiredUrl = text(SITE_CONTENT_LIMITS.url)
  .min(1, 'content:errors.urlRequired')
  .refine((v) => /^https?:\/\/[^\s"'<>]+\.[^\s"'<>]+$/i.test(v), 'content:errors.urlInvalid');
/** An uploaded image (/objects/...), one of the site's own (/images/...), or blank for none. */
const imageSchema = text(SITE_CONTENT_LIMITS.url).refine((v) => v === '' || IMAGE_PATH_PATTERN.test(v), 'content:errors.imageInvalid');
const listOf = <T extends z.ZodType>(item: T, max: number = SITE_CONTENT_LIMITS.list) => z.array(item).max(max, 'content:errors.tooMany');

export const founderSchema = z.object({
  name: localizedSchema(SITE_CONTENT_LIMITS.short, true),
  photo: imageSchema,
  bio: localizedSchema(SITE_CONTENT_LIMITS.text),
  /** One credential a line (degrees, certifications, memberships). */
  credentials: localizedSchema(SITE_CONTENT_LIMITS.text),
});

/** A phone number as people read it: digits, spaces, +, -, ( ); 7 to 15 digits. Blank: none. */
const phoneSchema = text(30).refine((v) => v === '' || (/^\+?[\d\s()-]+$/.test(v) && /^(\D*\d){7,15}\D*$/.test(v)), 'content:errors.phoneInvalid');

export const contactSchema = z.object({
  phone: phoneSchema,
  whatsapp: phoneSchema,
  email: text(SITE_CONTENT_LIMITS.short).refine((v) => v === '' || /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v), 'content:errors.emailInvalid'),
  address: localizedSchema(SITE_CONTENT_LIMITS.line),
  hours: localizedSchema(SITE_CONTENT_LIMITS.line),
});

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const socialSchema = z.object({ facebook: urlSchema, instagram: urlSchema, youtube: urlSchema, linkedin: urlSchema });

export const storeLinkSchema = z.object({ name: text(SITE_CONTENT_LIMITS.short).min(1, 'content:errors.storeNameRequired'), url: requiredUrl });
export const bookEditionSchema = z.object({
  language: z.enum(LANGUAGES, 'content:errors.languageInvalid'),
  year: z.number('content:errors.yearInvalid').int('content:errors.yearInvalid').min(1900, 'content:errors.yearInvalid').max(2100, 'content:errors.yearInvalid').nullable(),
  stores: listOf(storeLinkSchema, 6),
});
export const bookSchema = z.object({
  title: localizedSchema(SITE_CONTENT_LIMITS.short, true),
  description: localizedSchema(SITE_CONTENT_LIMITS.line),
  cover: imageSchema,
  editions: listOf(bookEditionSchema, 3).min(1, 'content:errors.editionRequired'),
});
export const booksSchema = z.object({ items: listOf(bookSchema) });

/** A YouTube video id (11 characters), or blank for no featured video. */
export const videoSchema = z.object({
  youtubeId: text(20).refine((v) => v === '' || /^[\w-]{11}$/.test(v), 'content:errors.videoInvalid'),
  title: localizedSchema(SITE_CONTENT_LIMITS.short),
});

export const testimonialSchema = z.object({
  quote: localizedSchema(SITE_CONTENT_LIMITS.text, true),
  name: text(SITE_CONTENT_LIMITS.short).min(1, 'content:errors.nameRequired'),
  detail: localizedSchema(SITE_CONTENT_LIMITS.short),
  /** The client agreed to be quoted: a testimonial without it is never shown. */
  consent: z.boolean(),
});
export const testimonialsSchema = z.object({ items: listOf(testimonialSchema) });

const statNumber = z.number('content:errors.statInvalid').int('content:errors.statInvalid').min(0, 'content:errors.statInvalid').max(10_000_000, 'content:errors.statInvalid');
export const STAT_KEYS = ['livesTransformed', 'workshops', 'yearsExperience', 'corporateTrainings'] as const;
export const statsSchema = z.object({ livesTransformed: statNumber, workshops: statNumber, yearsExperience: statNumber, corporateTrainings: statNumber });

export const faqItemSchema = z.object({ q: localizedSchema(SITE_CONTENT_LIMITS.line, true), a: localizedSchema(SITE_CONTENT_LIMITS.text, true) });
export const faqSchema = z.object({ items: listOf(faqItemSchema) });

/** The founder's own policy texts: when the English one is given, it is the policy page (blank: the standard text). */
export const policiesSchema = z.object({
  privacy: localizedSchema(SITE_CONTENT_LIMITS.policy),
  refund: localizedSchema(SITE_CONTENT_LIMITS.policy),
});

/**
 * The home page's own words (issue 51): the hero (badge, title, text, its two buttons) and the
 * closing call to action. Each is hers in a language once she writes it there; a text she left
 * blank in that language shows the site's own default in it (never her English in a Hindi page).
 */
export const HOME_TEXTS = ['heroBadge', 'heroTitle', 'heroText', 'heroPrimary', 'heroSecondary', 'ctaTitle', 'ctaText', 'ctaPrimary', 'ctaSecondary'] as const;
export type HomeText = (typeof HOME_TEXTS)[number];
const LONG_HOME_TEXTS: readonly HomeText[] = ['heroText', 'ctaText'];
export const homeSchema = z.object(
  Object.fromEntries(HOME_TEXTS.map((k) => [k, localizedSchema(LONG_HOME_TEXTS.includes(k) ? SITE_CONTENT_LIMITS.line : SITE_CONTENT_LIMITS.short)])) as Record<HomeText, ReturnType<typeof localizedSchema>>,
);
/** Nothing written yet: every home text is the site's default. */
export const EMPTY_HOME = Object.fromEntries(HOME_TEXTS.map((k) => [k, { en: '', hi: '', gu: '' }])) as Record<HomeText, Localized>;

export const SECTION_SCHEMAS = {
  home: homeSchema,
  founder: founderSchema,
  contact: contactSchema,
  social: socialSchema,
  books: booksSchema,
  video: videoSchema,
  testimonials: testimonialsSchema,
  stats: statsSchema,
  faq: faqSchema,
  policies: policiesSchema,
} as const;

export const siteContentSchema = z.object({
  ...SECTION_SCHEMAS,
  /** Documents stored before the home section existed read as "nothing written yet". */
  home: homeSchema.default(EMPTY_HOME),
  /** The sections that still hold the seeded sample content. */
  sample: z.array(z.enum(SITE_CONTENT_SECTIONS)),
});
export type SiteContent = z.infer<typeof siteContentSchema>;
export type SectionValue<S extends SiteContentSection> = z.infer<(typeof SECTION_SCHEMAS)[S]>;
export type SectionInput<S extends SiteContentSection> = z.input<(typeof SECTION_SCHEMAS)[S]>;

/** The admin's answer: the document, and which texts lack Hindi or Gujarati (the "missing" markers). */
export const adminSiteContentSchema = z.object({ content: siteContentSchema, missing: z.array(z.string()) });
export type AdminSiteContent = z.infer<typeof adminSiteContentSchema>;

/**
 * Where a text lacks Hindi or Gujarati while it has English: "founder.bio.hi", "faq.items.2.q.gu".
 * Walks any section value (a Localized is an object with exactly the three languages).
 */
export function missingTranslations(value: unknown, path: string[] = []): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => missingTranslations(v, [...path, String(i)]));
  if (!value || typeof value !== 'object') return [];
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length === LANGUAGES.length && LANGUAGES.every((l) => typeof o[l] === 'string')) {
    if (!(o.en as string)) return [];
    return (['hi', 'gu'] as const).filter((l) => !(o[l] as string)).map((l) => [...path, l].join('.'));
  }
  return keys.flatMap((k) => missingTranslations(o[k], [...path, k]));
}

/** What visitors are shown, in one language (shared/content/site-view.ts makes it). */
export const siteContentViewSchema = z.object({
  /** The home page's texts in the page's language; '' where she wrote none (the page shows its default). */
  home: z.object(Object.fromEntries(HOME_TEXTS.map((k) => [k, z.string()])) as Record<HomeText, z.ZodString>),
  founder: z.object({ name: z.string(), photo: z.string().nullable(), bio: z.string(), credentials: z.array(z.string()) }),
  contact: z.object({ phone: z.string(), tel: z.string(), whatsapp: z.string(), email: z.string(), address: z.string(), hours: z.string() }),
  social: z.object({ facebook: z.string(), instagram: z.string(), youtube: z.string(), linkedin: z.string() }),
  books: z.array(
    z.object({
      title: z.string(),
      /** The English title, shown beside the title in another language. */
      titleEn: z.string(),
      description: z.string(),
      cover: z.string().nullable(),
      editions: z.array(z.object({ language: z.enum(LANGUAGES), /** The title in the edition's language. */ title: z.string(), year: z.number().nullable(), stores: z.array(z.object({ name: z.string(), url: z.string() })) })),
    }),
  ),
  video: z.object({ youtubeId: z.string(), title: z.string() }).nullable(),
  /** `lang`: the language the words were written in (clients' own testimonials, issue 54), when not the page's. */
  testimonials: z.array(z.object({ quote: z.string(), name: z.string(), detail: z.string(), lang: z.enum(LANGUAGES).optional() })),
  stats: statsSchema.nullable(),
  faq: z.array(z.object({ q: z.string(), a: z.string() })),
  policies: z.object({ privacy: z.string(), refund: z.string() }),
});
export type SiteContentView = z.infer<typeof siteContentViewSchema>;
