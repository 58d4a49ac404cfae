/**
 * Booking a slot: the unified consultancy registration (POST /api/unified-registration) with the
 * service, the slot's start as the server wrote it, and the session's mode when the service offers both.
 */
import type { Language } from '../../../../shared/constants.ts';
import type { RegistrationResult, UnifiedRegistration } from '../../../../shared/contracts/registration.ts';
import { api, ApiError } from '../../../lib/api.ts';

export type SessionMode = 'online' | 'in_person';

export interface SlotBooking {
  serviceId: string;
  slotStart: string;
  sessionMode?: SessionMode;
}

export function bookSlot(registration: UnifiedRegistration, booking: SlotBooking, lang: Language, idempotencyKey: string): Promise<RegistrationResult> {
  return api<RegistrationResult>(`/api/unified-registration?lang=${lang}`, {
    method: 'POST',
    body: { ...registration, ...booking },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** The server refused the slot itself (taken meanwhile, or no longer offered): the page shows fresh slots. */
export const isSlotRefusal = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 409 && (err.code === 'slot_taken' || err.code === 'slot_unavailable');
