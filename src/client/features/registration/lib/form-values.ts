/** What the unified registration form holds (its type fields read and write the same shape). */
import type { UnifiedType } from '../../../../shared/registration-choices.ts';

export interface RegistrationFormValues {
  registrationType: UnifiedType;
  webinarId: string;
  /** The consultation or course chosen (a services row id); the server charges its catalogue price. */
  serviceId: string;
  userData: Record<string, unknown>;
  agreements: { accuracy: boolean; confidentiality: boolean; guidelines: boolean };
}
