import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import type { FieldDefinition } from '../../../../shared/forms.ts';
import { emptyValues, errorsByName, namedFields, submissionResolver, toSubmission, valuesFromPosted, type FormValues } from './form-values.ts';

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

  it('reads a posted form back as typed answers: ticked options as a list, a single box as true, a missing field empty', () => {
    const boxes: FieldDefinition[] = [...fields, { id: 'consent', type: 'checkbox', label: 'I agree', required: true }];
    const all = namedFields(boxes);
    const posted = new Map<string, string[]>([
      ['f_fullName', ['Asha']],
      ['f_topics', ['a', 'b']],
      ['f_consent', ['on']],
      ['intent', ['form-response']],
    ]);
    expect(toSubmission(all, valuesFromPosted(all, (name) => posted.get(name)))).toEqual({ fullName: 'Asha', 'e.mail': '', topics: ['a', 'b'], more: '', consent: true });
    // An unticked box sends nothing: false.
    expect(toSubmission(all, valuesFromPosted(all, () => undefined))).toMatchObject({ consent: false, topics: [] });
    // One option ticked arrives as one text.
    expect(valuesFromPosted(all, (name) => (name === 'f_topics' ? 'a' : undefined)).f_topics).toEqual(['a']);
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
