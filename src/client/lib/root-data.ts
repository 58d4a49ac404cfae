/**
 * What the root route's loader gives every page (root.tsx): the page's language, the site's
 * address, the practice's content in that language (features/content; the policy texts, long and
 * read on two pages only, come with those pages), and who the frame is rendered for. Its own module,
 * so that pages and the frame read it without importing root.tsx.
 */
import { useRouteLoaderData } from 'react-router';
import type { Language } from '../../shared/constants.ts';
import type { CurrentUser } from '../../shared/contracts/auth.ts';
import type { SiteContentView } from '../../shared/contracts/site-content.ts';

/** The practice's content every page may show (the frame's contact details, the founder, books...). */
export type SiteFrame = Omit<SiteContentView, 'policies'>;

export interface RootLoaderData {
  lang: Language;
  publicUrl: string;
  site: SiteFrame;
  /**
   * WhatsApp messages can be sent (WHATSAPP_* set, issue 52): the forms that take a phone number
   * offer the opt-in; without it a consent would promise messages that never come.
   */
  whatsapp: boolean;
  /**
   * The signed-in user of the request (name, avatar, role), or null, in `.data` answers (a
   * navigation). Undefined in a page's HTML, which carries the user in an element of its own
   * (features/auth/frame-user.tsx).
   */
  user?: CurrentUser | null;
}

/** The root loader's data (undefined only outside the route tree, as in an error boundary's render). */
export const useRootData = () => useRouteLoaderData('root') as RootLoaderData | undefined;

/** Nothing to show (an error page rendered outside the route tree). */
const NO_SITE: SiteFrame = {
  home: { heroBadge: '', heroTitle: '', heroText: '', heroPrimary: '', heroSecondary: '', ctaTitle: '', ctaText: '', ctaPrimary: '', ctaSecondary: '' },
  founder: { name: '', photo: null, bio: '', credentials: [] },
  contact: { phone: '', tel: '', whatsapp: '', email: '', address: '', hours: '' },
  social: { facebook: '', instagram: '', youtube: '', linkedin: '' },
  books: [],
  video: null,
  testimonials: [],
  stats: null,
  faq: [],
};

/** The practice's content in the page's language, as the root loader read it (server-rendered: no fetch of its own). */
export const useSite = (): SiteFrame => useRootData()?.site ?? NO_SITE;

/** Whether the forms offer "Send me updates on WhatsApp" (the site can send them). */
export const useWhatsAppUpdates = (): boolean => useRootData()?.whatsapp ?? false;
