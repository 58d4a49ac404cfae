/**
 * schema.org data about the practice, its founder and her books (home and about pages), so that
 * search engines can show the practice's details and the books beside the site.
 */
import type { Language } from '../../../shared/constants.ts';
import { practice } from '../../../shared/content/practice.ts';
import type { SiteFrame } from '../../lib/root-data.ts';

/** An address on this site made absolute (uploads are served under /api/serve). */
const absolute = (publicUrl: string, path: string) => (path.startsWith('/objects/') ? `${publicUrl}/api/serve${path}` : `${publicUrl}${path}`);

export function practiceStructuredData(
  publicUrl: string,
  lang: Language,
  texts: { description: string; founderRole: string },
  site: SiteFrame,
  options: { books?: number } = {},
) {
  const practiceId = `${publicUrl}/#practice`;
  const founderId = `${publicUrl}/#founder`;
  const { contact, founder } = site;
  const sameAs = Object.values(site.social).filter(Boolean);
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
      telephone: contact.tel || undefined,
      email: contact.email || undefined,
      address: { '@type': 'PostalAddress', streetAddress: contact.address || undefined, addressCountry: practice.country },
      founder: { '@id': founderId },
      foundingDate: String(practice.foundedYear),
      availableLanguage: ['en', 'hi', 'gu'],
      sameAs,
    },
    {
      '@type': 'Person',
      '@id': founderId,
      name: founder.name,
      jobTitle: texts.founderRole,
      image: founder.photo ? absolute(publicUrl, founder.photo) : undefined,
      worksFor: { '@id': practiceId },
      knowsLanguage: ['en', 'hi', 'gu'],
      sameAs,
    },
  ];
  site.books.slice(0, options.books ?? 0).forEach((book, i) => {
    const bookId = `${publicUrl}/#book-${i + 1}`;
    const offers = (stores: Array<{ url: string }>) => stores.map(({ url }) => ({ '@type': 'Offer', url, availability: 'https://schema.org/InStock' }));
    book.editions.forEach((edition, e) =>
      graph.push({
        '@type': 'Book',
        '@id': e === 0 ? bookId : `${bookId}-${edition.language}`,
        name: edition.title,
        author: { '@id': founderId },
        datePublished: edition.year ? String(edition.year) : undefined,
        inLanguage: edition.language,
        image: e === 0 && book.cover ? absolute(publicUrl, book.cover) : undefined,
        ...(e === 0 ? {} : { translationOfWork: { '@id': bookId } }),
        offers: offers(edition.stores),
      }),
    );
  });
  return { '@context': 'https://schema.org', '@graph': graph };
}
