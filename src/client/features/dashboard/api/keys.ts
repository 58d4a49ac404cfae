/** Query keys of the member's data. Localized reads carry the language, so a switch refetches them. */
import { type Language } from '../../../../shared/constants.ts';

export const meKeys = {
  all: ['me'] as const,
  overview: (lang: Language) => ['me', 'overview', lang] as const,
  webinars: (lang: Language) => ['me', 'webinars', lang] as const,
  downloads: (lang: Language) => ['me', 'downloads', lang] as const,
  payments: (lang: Language) => ['me', 'payments', lang] as const,
  receipt: (id: string, lang: Language) => ['me', 'receipt', id, lang] as const,
  profile: ['me', 'profile'] as const,
};
