/**
 * The practice's identity in one place. Every value here is SAMPLE content: replace it with the
 * founder's real details and the whole site (navigation, footer, contact page, structured data,
 * e-mails) follows. Texts that differ per language are keyed by language code.
 */
import type { Language } from '../constants.ts';

type Localized = Record<Language, string>;

export interface Book {
  id: string;
  title: Localized;
  year: number;
  language: Language;
  coverImage: string;
  /** The two online stores the spec names; the Gujarati edition has its own links. */
  stores: { amazon: string; flipkart: string };
  gujaratiEdition?: { title: string; stores: { amazon: string; flipkart: string } };
}

export const practice = {
  name: { en: 'Antarman Healing & Life Coaching', hi: 'अंतर्मन हीलिंग एवं लाइफ़ कोचिंग', gu: 'અંતરમન હીલિંગ અને લાઇફ કોચિંગ' } satisfies Localized,
  shortName: { en: 'Antarman', hi: 'अंतर्मन', gu: 'અંતરમન' } satisfies Localized,
  founder: {
    name: { en: 'Dr. Kavita Mehta', hi: 'डॉ. कविता मेहता', gu: 'ડૉ. કવિતા મહેતા' } satisfies Localized,
    photo: '/images/founder.webp',
  },
  logo: { src: '/images/logo.svg', width: 120, height: 40 },
  /** E.164 without spaces, used for tel: links. */
  phone: '+919876543210',
  phoneDisplay: '+91 98765 43210',
  email: 'hello@antarman.example',
  /** The chat app number (WhatsApp), digits only, for wa.me links. */
  whatsapp: '919876543210',
  address: { city: 'Ahmedabad', region: 'Gujarat', country: 'IN' },
  social: {
    facebook: 'https://www.facebook.com/antarman.example',
    instagram: 'https://www.instagram.com/antarman.example',
    youtube: 'https://www.youtube.com/@antarman.example',
    linkedin: 'https://www.linkedin.com/company/antarman-example',
  },
  /** Featured video on the home page (a YouTube video id, played from youtube-nocookie.com). */
  featuredVideoId: 'dQw4w9WgXcQ',
  foundedYear: 2010,
  stats: { livesTransformed: 10000, workshops: 500, yearsExperience: 15, corporateTrainings: 120 },
  books: [
    {
      id: 'inner-compass',
      title: { en: 'The Inner Compass', hi: 'भीतर का दिशासूचक', gu: 'અંતરની દિશાસૂચી' },
      year: 2019,
      language: 'en',
      coverImage: '/images/book-inner-compass.webp',
      stores: { amazon: 'https://www.amazon.in/dp/EXAMPLE001', flipkart: 'https://www.flipkart.com/p/EXAMPLE001' },
      gujaratiEdition: {
        title: 'અંતરની દિશાસૂચી',
        stores: { amazon: 'https://www.amazon.in/dp/EXAMPLE001GU', flipkart: 'https://www.flipkart.com/p/EXAMPLE001GU' },
      },
    },
    {
      id: 'healing-relationships',
      title: { en: 'Healing Relationships', hi: 'रिश्तों का उपचार', gu: 'સંબંધોની સારવાર' },
      year: 2021,
      language: 'en',
      coverImage: '/images/book-healing-relationships.webp',
      stores: { amazon: 'https://www.amazon.in/dp/EXAMPLE002', flipkart: 'https://www.flipkart.com/p/EXAMPLE002' },
    },
    {
      id: 'chakras-everyday',
      title: { en: 'Chakras for Everyday Life', hi: 'रोज़मर्रा के जीवन में चक्र', gu: 'રોજિંદા જીવનમાં ચક્રો' },
      year: 2023,
      language: 'en',
      coverImage: '/images/book-chakras-everyday.webp',
      stores: { amazon: 'https://www.amazon.in/dp/EXAMPLE003', flipkart: 'https://www.flipkart.com/p/EXAMPLE003' },
    },
  ] satisfies Book[],
  /** Rights notice year in the footer (spec §2). */
  copyrightYear: 2025,
} as const;

export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${practice.whatsapp}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
