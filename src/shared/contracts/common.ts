import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/** Every public read accepts `?lang=` to choose the language of the content. */
export const langQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });
