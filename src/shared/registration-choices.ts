/**
 * The choices of the registration forms (spec §3) and the names the registration pages share, with
 * no zod: the form pages import these when they render, and load the schemas of
 * contracts/registration.ts only once the visitor starts filling a form.
 */

export const UNIFIED_TYPES = ['consultancy', 'webinar', 'course'] as const;
export type UnifiedType = (typeof UNIFIED_TYPES)[number];

export const GENDERS = ['male', 'female', 'prefer-not-to-say'] as const;
export const CONSULTANCY_MODES = ['in-person', 'online'] as const;
export const CONSULTANCY_DAYS = ['weekdays', 'weekends', 'flexible'] as const;
export const CONSULTANCY_TIMES = ['morning', 'afternoon', 'evening'] as const;
export const CONCERN_CATEGORIES = ['relationship', 'parenting', 'mental-awareness', 'work-life-balance', 'self-growth'] as const;
export const AGE_GROUPS = ['under-18', '18-25', '26-35', '36-45', '46-60', 'over-60'] as const;
export const HEAR_ABOUT = ['social', 'word-of-mouth', 'website', 'other'] as const;
export const MOTIVATIONS = ['healing', 'relationships', 'stress-wellness'] as const;
export const AREAS_OF_INTEREST = ['personal-growth', 'relationships', 'stress-balance'] as const;
export const WEBINAR_EXPECTATIONS = ['practical-tools', 'inner-peace', 'better-relationships', 'clarity', 'community'] as const;
export const YES_NO = ['yes', 'no'] as const;
export const LEARNING_FORMATS = ['online', 'in-person', 'hybrid'] as const;
export const COACHING_INTEREST = ['yes', 'maybe', 'no'] as const;
export const PROBLEM_SOLVING_STYLES = ['analytical', 'intuitive', 'collaborative', 'reflective'] as const;
/** The six sciences of the integrated assessment (spec §1). */
export const SCIENCES = ['aura-scanning', 'chakra-analysis', 'astrology', 'palmistry', 'face-reading', 'nlp'] as const;

export const EVENT_GENDERS = ['male', 'female', 'non-binary', 'prefer-not-to-say'] as const;
export const MEDITATION_EXPERIENCE = ['complete-beginner', 'some-experience', 'intermediate', 'experienced', 'advanced'] as const;
export const EVENT_TIME_ZONES = ['ist', 'est', 'pst', 'gmt', 'cst', 'other'] as const;
export const COMMUNICATION_PREFERENCES = ['email', 'whatsapp', 'phone', 'sms'] as const;

/** The event the event-registration page is for (spec §3: eventId monthly-meditation-circle). */
export const MEDITATION_CIRCLE_SLUG = 'monthly-meditation-circle';

/** The pending payment the browser keeps between the form and the payment page (spec §2, §3). */
export const PENDING_PAYMENT_STORAGE_KEY = 'pendingPayment';
