/** schema.org Service data for a service's page: what it is, who offers it, and its price in rupees. */
import type { Language } from '../../../shared/constants.ts';
import { practice } from '../../../shared/content/practice.ts';
import { bookingPath, servicePath } from '../../../shared/service-paths.ts';
import type { Service } from '../../../shared/contracts/content.ts';
import { pageUrl } from '../../../shared/language-address.ts';

export function serviceStructuredData(service: Service, publicUrl: string, lang: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': service.kind === 'course' ? 'Course' : 'Service',
    '@id': `${publicUrl}${servicePath(service)}`,
    name: service.title,
    description: service.description,
    url: pageUrl(publicUrl, lang, servicePath(service)),
    inLanguage: lang,
    provider: { '@type': 'Organization', name: practice.name[lang], url: `${publicUrl}/` },
    offers: {
      '@type': 'Offer',
      url: pageUrl(publicUrl, lang, bookingPath(service)),
      // Whole rupees from the catalogue, the amount the booking charges.
      price: service.priceInr,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
    },
  };
}
