/**
 * The practice's identity as code: its name, logo, founding year and rights notice. Everything the
 * founder changes herself (her name, photo and bio, contact details, social links, books, video,
 * testimonials, stats, FAQ, policy texts) is Site content (ADR 0020): contracts/site-content.ts,
 * stored in the database, read by the pages through the root loader (client/lib/root-data.ts).
 */
import type { Language } from '../constants.ts';

type Localized = Record<Language, string>;

export const practice = {
  name: { en: 'Antarman Healing & Life Coaching', hi: 'अंतर्मन हीलिंग एवं लाइफ़ कोचिंग', gu: 'અંતરમન હીલિંગ અને લાઇફ કોચિંગ' } satisfies Localized,
  shortName: { en: 'Antarman', hi: 'अंतर्मन', gu: 'અંતરમન' } satisfies Localized,
  logo: { src: '/images/logo.svg', width: 120, height: 40 },
  /** The country of the practice's address (structured data). */
  country: 'IN',
  foundedYear: 2010,
} as const;
