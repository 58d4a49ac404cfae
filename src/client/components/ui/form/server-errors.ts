/** The server's field messages (already translated) shown under the fields of a react-hook-form form. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api.ts';

/**
 * True when the server named at least one field the form has (it shows them, the first one gets
 * the focus; the caller says the rest). `known`: the form's fields (a nested name counts under its
 * parent); left out, every field the server named.
 */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, known?: readonly string[]): boolean {
  if (!(err instanceof ApiError) || !err.fields) return false;
  let shown = false;
  for (const [field, message] of Object.entries(err.fields)) {
    if (known && !known.some((k) => field === k || field.startsWith(`${k}.`))) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
