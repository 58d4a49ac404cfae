/**
 * A react-hook-form resolver from a zod schema: the same schema the server checks the request
 * with. Empty answers ('' or unticked groups) count as "not given" before the check, as the spec's
 * optional fields want. Messages are translation keys (see src/shared/contracts); they are
 * translated here, in the page's language. The schema may be given as a loader: a public form page
 * renders without zod and loads its schema when the visitor starts filling in the form (a check
 * that comes before the load has finished waits for it).
 */
import type { TFunction } from '../../shared/i18n/translator.ts';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueText } from './issue-text.ts';

/** Drops '' and null, and empty lists, recursively: the form's way of saying "not given". */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? undefined : value;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const kept = withoutEmpty(v);
      if (kept !== undefined) out[k] = kept;
    }
    return out;
  }
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value === null ? undefined : value;
}

function setPath(target: Record<string, unknown>, path: PropertyKey[], value: unknown) {
  let node = target;
  path.forEach((key, i) => {
    const k = String(key);
    if (i === path.length - 1) {
      node[k] ??= value;
    } else {
      node[k] ??= {};
      node = node[k] as Record<string, unknown>;
    }
  });
}

/** What the resolver needs of a schema; zod's chained and tree-shakable (zod/mini) schemas both have it. */
export interface Schema<Out> {
  safeParse(data: unknown): { success: true; data: Out } | { success: false; error: { issues: z.core.$ZodIssue[] } };
}

export function zodResolver<In extends FieldValues, Out>(schema: Schema<Out> | (() => Promise<Schema<Out>>), t: TFunction): Resolver<In, unknown, Out> {
  return async (values) => {
    const loaded = typeof schema === 'function' ? await schema() : schema;
    const result = loaded.safeParse(withoutEmpty(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      setPath(errors, issue.path.length ? issue.path : ['root'], { type: issue.code, message: issueText(issue, t) });
    }
    return { values: {}, errors: errors as FieldErrors<In> };
  };
}
