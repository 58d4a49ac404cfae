import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import type { FieldDefinition } from '../../../../shared/forms.ts';
import { emptyValues, errorsByName, namedFields, submissionResolver, toSubmission, type FormValues } from './form-values.ts';

const fields: FieldDefinition[] = [
  { id: 'h', type: 'header', label: 'About you', required: false },
  { id: 'fullName', type: 'text', label: 'Full name', required: true },
  { id: 'e.mail', type: 'email', label: 'E-mail', required: true },
  { id: 'topics', type: 'checkbox', label: 'Topics', required: false, options: [{ value: 'a', label: 'A' }] },
  { id: 'more', type: 'text', label: 'More', required: true, showWhen: { fieldId: 'topics', equals: 'a' } },
  { id: 'fullName', type: 'textarea', label: 'Duplicate', required: false },
];
const options = {} as ResolverOptions<FormValues>;

describe('form values', () => {
  const named = namedFields(fields);

  it('gives each field once a name react-hook-form cannot misread', () => {
    expect(named.map((n) => n.name)).toEqual(['f_h', 'f_fullName', 'f_2', 'f_topics', 'f_more']);
  });

  it('maps values to answers by field id and back to empty values', () => {
    expect(emptyValues(named)).toEqual({ f_fullName: '', f_2: '', f_topics: [], f_more: '' });
    expect(toSubmission(named, { f_fullName: 'Asha', f_2: 'a@b.in', f_h: 'x', other: 1 })).toEqual({ fullName: 'Asha', 'e.mail': 'a@b.in' });
    expect(errorsByName(named, { 'e.mail': 'forms:invalidEmail' })).toEqual({ f_2: { type: 'validate', message: 'forms:invalidEmail' } });
  });

  it('resolves with the shared rules: message keys by name on failure, answers by id on success', async () => {
    const resolve = submissionResolver(fields);
    const failed = await resolve({ ...emptyValues(named), f_topics: ['a'] }, undefined, options);
    expect(failed.errors).toEqual({
      f_fullName: { type: 'validate', message: 'forms:required' },
      f_2: { type: 'validate', message: 'forms:invalidEmail' },
      f_more: { type: 'validate', message: 'forms:required' },
    });
    const ok = await resolve({ f_fullName: ' Asha ', f_2: 'a@b.in', f_topics: [], f_more: 'hidden' }, undefined, options);
    expect(ok).toEqual({ values: { fullName: 'Asha', 'e.mail': 'a@b.in', topics: [] }, errors: {} });
  });
});
