/** The navigation's links (spec §2 "Shared frame"), in order. */
export const NAV_LINKS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/services', key: 'nav.services', end: false },
  { to: '/events', key: 'nav.events', end: false },
  { to: '/contact', key: 'nav.contact', end: false },
] as const;
