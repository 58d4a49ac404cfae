import type { Service } from '../../../shared/contracts/content.ts';

export type ServiceMode = 'online' | 'in_person' | 'both';

/** A consultation as the booking page shows it: the catalogue's service with its length and mode. */
export interface BookableService extends Pick<Service, 'id' | 'slug' | 'title' | 'description' | 'priceInr' | 'iconName' | 'askBirthDetails'> {
  durationMinutes: number;
  mode: ServiceMode;
}

const MODES: readonly ServiceMode[] = ['online', 'in_person', 'both'];

/** The booking page's view of a catalogue service (a service without the scheduling fields: 60 minutes, online, as migration 0007 defaults). */
export function bookableService(service: Service): BookableService {
  const extra = service as Service & { durationMinutes?: unknown; mode?: unknown };
  return {
    id: service.id,
    slug: service.slug,
    title: service.title,
    description: service.description,
    priceInr: service.priceInr,
    iconName: service.iconName,
    askBirthDetails: service.askBirthDetails === true,
    durationMinutes: typeof extra.durationMinutes === 'number' ? extra.durationMinutes : 60,
    mode: MODES.includes(extra.mode as ServiceMode) ? (extra.mode as ServiceMode) : 'online',
  };
}
