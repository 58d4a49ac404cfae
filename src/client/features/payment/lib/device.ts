/**
 * Whether the visitor is probably on a phone, where a UPI link opens their UPI app (a desktop gets
 * the QR code to scan instead). A coarse pointer or a narrow screen; false on the server.
 */
export function onPhone(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(pointer: coarse)').matches || window.matchMedia('(max-width: 640px)').matches;
}
