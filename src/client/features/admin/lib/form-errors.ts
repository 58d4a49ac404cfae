/** The server's field messages (already translated) shown under the fields of a react-hook-form form. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api.ts';

/** True when the server named at least one field (the form shows them; a toast says the rest). */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, known: readonly string[]): boolean {
  if (!(err instanceof ApiError) || !err.fields) return false;
  let shown = false;
  for (const [field, message] of Object.entries(err.fields)) {
    if (!known.some((k) => field === k || field.startsWith(`${k}.`))) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
