/** schema.org Event data for every upcoming event, so that search engines can list them. */
import type { Language } from '../../../shared/constants.ts';
import { practice } from '../../../shared/content/practice.ts';
import type { Webinar } from '../../../shared/contracts/content.ts';
import { pageUrl } from '../../../shared/language-address.ts';
import { imageUrl } from '../../lib/format.ts';

const absolute = (publicUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);

/** `founder`: her name in `lang` (Site content). */
export function eventsStructuredData(upcoming: Webinar[], publicUrl: string, lang: Language, founder: string) {
  const organizer = { '@type': 'Organization', name: practice.name[lang], url: `${publicUrl}/` };
  return {
    '@context': 'https://schema.org',
    '@graph': upcoming.map((w) => {
      const registerUrl = pageUrl(publicUrl, lang, `/register?webinarId=${w.id}&type=webinar`);
      const image = imageUrl(w.imagePath);
      return {
        '@type': 'Event',
        '@id': `${publicUrl}/events#${w.id}`,
        name: w.title,
        description: w.shortDescription || w.description,
        startDate: w.date,
        endDate: new Date(Date.parse(w.date) + w.duration * 60_000).toISOString(),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: w.isOnline ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
        location: w.isOnline
          ? { '@type': 'VirtualLocation', url: registerUrl }
          : {
              '@type': 'Place',
              name: w.location ?? practice.name[lang],
              address: { '@type': 'PostalAddress', streetAddress: w.location ?? undefined, addressCountry: practice.country },
            },
        image: [absolute(publicUrl, image ?? '/images/og-image.jpg')],
        inLanguage: lang,
        organizer,
        performer: { '@type': 'Person', name: founder },
        maximumAttendeeCapacity: w.maxAttendees,
        remainingAttendeeCapacity: w.seatsLeft,
        offers: {
          '@type': 'Offer',
          url: registerUrl,
          price: w.priceInr,
          priceCurrency: 'INR',
          availability: w.seatsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        },
      };
    }),
  };
}
