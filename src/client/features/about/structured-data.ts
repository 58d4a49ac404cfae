/**
 * schema.org data about the practice, its founder and her books (home and about pages), so that
 * search engines can show the practice's details and the books beside the site.
 */
import type { Language } from '../../../shared/constants.ts';
import { practice } from '../../../shared/content/practice.ts';

const OPENING_HOURS = [
  { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:00', closes: '20:00' },
  { dayOfWeek: ['Sunday'], opens: '10:00', closes: '18:00' },
];

export function practiceStructuredData(
  publicUrl: string,
  lang: Language,
  texts: { description: string; founderRole: string },
  options: { books?: number } = {},
) {
  const practiceId = `${publicUrl}/#practice`;
  const founderId = `${publicUrl}/#founder`;
  const sameAs = Object.values(practice.social);
  const graph: Record<string, unknown>[] = [
    {
      '@type': 'ProfessionalService',
      '@id': practiceId,
      name: practice.name[lang],
      alternateName: practice.name.en,
      description: texts.description,
      url: `${publicUrl}/`,
      logo: `${publicUrl}${practice.logo.src}`,
      image: `${publicUrl}/images/og-image.jpg`,
      telephone: practice.phone,
      email: practice.email,
      address: {
        '@type': 'PostalAddress',
        addressLocality: practice.address.city,
        addressRegion: practice.address.region,
        addressCountry: practice.address.country,
      },
      founder: { '@id': founderId },
      foundingDate: String(practice.foundedYear),
      availableLanguage: ['en', 'hi', 'gu'],
      openingHoursSpecification: OPENING_HOURS.map((h) => ({ '@type': 'OpeningHoursSpecification', ...h })),
      sameAs,
    },
    {
      '@type': 'Person',
      '@id': founderId,
      name: practice.founder.name[lang],
      alternateName: practice.founder.name.en,
      jobTitle: texts.founderRole,
      image: `${publicUrl}${practice.founder.photo}`,
      worksFor: { '@id': practiceId },
      knowsLanguage: ['en', 'hi', 'gu'],
      sameAs,
    },
  ];
  for (const book of practice.books.slice(0, options.books ?? 0)) {
    const bookId = `${publicUrl}/#book-${book.id}`;
    const offers = (stores: { amazon: string; flipkart: string }) =>
      Object.values(stores).map((url) => ({ '@type': 'Offer', url, availability: 'https://schema.org/InStock' }));
    graph.push({
      '@type': 'Book',
      '@id': bookId,
      name: book.title.en,
      author: { '@id': founderId },
      datePublished: String(book.year),
      inLanguage: book.language,
      image: `${publicUrl}${book.coverImage}`,
      offers: offers(book.stores),
    });
    if (book.gujaratiEdition) {
      graph.push({
        '@type': 'Book',
        '@id': `${bookId}-gu`,
        name: book.gujaratiEdition.title,
        author: { '@id': founderId },
        inLanguage: 'gu',
        translationOfWork: { '@id': bookId },
        offers: offers(book.gujaratiEdition.stores),
      });
    }
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}
