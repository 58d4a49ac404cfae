/** A react-hook-form resolver from a shared zod schema; messages stay translation keys until shown. */
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function zodResolver<In extends FieldValues, Out>(schema: z.ZodType<Out, In>): Resolver<In, unknown, Out> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'root');
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as never };
  };
}

/** A message that names a translation key is translated; anything else is shown as it is. */
export const isMessageKey = (message: string) => /^[a-z]+:[A-Za-z.]+$/.test(message);
