/**
 * The registration schemas, and zod with them, loaded when a visitor starts filling in a
 * registration form rather than with the page: the form pages render from the zod-free
 * shared/registration-choices.ts (docs/decisions/0011).
 */
export const loadRegistrationSchemas = () => import('../../shared/contracts/registration.ts');

/** Starts the load early: the forms call it when the visitor first focuses a field. */
export function preloadRegistrationSchemas(): void {
  void loadRegistrationSchemas();
}
