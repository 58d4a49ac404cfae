import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from './constants.ts';
import {
  ANSWER_MAX_LENGTH,
  contactOf,
  distinctFields,
  emptySubmission,
  FORM_MESSAGES as M,
  isMultiCheckbox,
  localizeField,
  newField,
  nextOption,
  optionValueFromLabel,
  sectionsByHeader,
  visibleFields,
} from './form-rules.ts';
import { submissionErrors, submissionSchema } from './form-validation.ts';
import { fieldDefinitionSchema, type FieldDefinition } from './forms.ts';

const field = (f: Partial<FieldDefinition> & Pick<FieldDefinition, 'id' | 'type'>): FieldDefinition => ({ label: f.id, required: false, ...f });
const opts = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));

/** Parses `values` against one field and returns the stored answer or the message key. */
function check(f: FieldDefinition, value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  const result = submissionSchema([f]).safeParse(value === undefined ? {} : { [f.id]: value });
  return result.success ? { ok: true, value: result.data[f.id] } : { ok: false, message: submissionErrors(result.error)[f.id] };
}
const fails = (f: FieldDefinition, value: unknown) => {
  const r = check(f, value);
  return r.ok ? `accepted ${JSON.stringify(r.value)}` : r.message;
};
const stored = (f: FieldDefinition, value: unknown) => {
  const r = check(f, value);
  if (!r.ok) throw new Error(`rejected: ${r.message}`);
  return r.value;
};

describe('required fields (spec §5)', () => {
  it('email: a valid address, else "Please enter a valid email address"', () => {
    const f = field({ id: 'email', type: 'email', required: true });
    expect(stored(f, 'asha@example.com')).toBe('asha@example.com');
    expect(stored(f, '  asha@example.com ')).toBe('asha@example.com');
    for (const bad of ['', '   ', 'asha', 'asha@', '@example.com', 'a b@example.com', undefined]) expect(fails(f, bad)).toBe(M.invalidEmail);
  });

  it('tel: at least 10 characters, else "Please enter a valid phone number"', () => {
    const f = field({ id: 'phone', type: 'tel', required: true });
    expect(stored(f, '9876543210')).toBe('9876543210');
    expect(stored(f, '+91 98765 43210')).toBe('+91 98765 43210');
    for (const bad of ['', '987654321', '   98765  ', undefined]) expect(fails(f, bad)).toBe(M.invalidPhone);
  });

  it('checkbox with options: at least one option, else "Please select at least one option"', () => {
    const f = field({ id: 'topics', type: 'checkbox', required: true, options: opts('a', 'b', 'c') });
    expect(stored(f, ['a', 'c'])).toEqual(['a', 'c']);
    expect(fails(f, [])).toBe(M.selectAtLeastOne);
    expect(fails(f, undefined)).toBe(M.selectAtLeastOne);
  });

  it('checkbox without options: must be ticked, else "This field is required"', () => {
    const f = field({ id: 'consent', type: 'checkbox', required: true });
    expect(stored(f, true)).toBe(true);
    expect(fails(f, false)).toBe(M.required);
    expect(fails(f, undefined)).toBe(M.required);
  });

  it.each(['text', 'textarea', 'select', 'radio', 'date', 'time'] as const)('%s: a non-empty string, else "This field is required"', (type) => {
    const f = field({ id: 'x', type, required: true, options: type === 'select' || type === 'radio' ? opts('one') : undefined });
    const good = { text: 'Asha', textarea: 'Some words', select: 'one', radio: 'one', date: '2025-08-21', time: '18:00' }[type];
    expect(stored(f, good)).toBe(good);
    for (const empty of ['', '   ', undefined, null]) expect(fails(f, empty)).toBe(M.required);
  });
});

describe('optional fields (spec §5)', () => {
  it('email may be empty, but when present must be valid', () => {
    const f = field({ id: 'email', type: 'email' });
    expect(stored(f, '')).toBe('');
    expect(stored(f, undefined)).toBe('');
    expect(stored(f, 'a@b.in')).toBe('a@b.in');
    expect(fails(f, 'not-an-address')).toBe(M.invalidEmail);
  });

  it('checkbox: a list of options, or a boolean without options', () => {
    const list = field({ id: 'topics', type: 'checkbox', options: opts('a', 'b') });
    expect(stored(list, [])).toEqual([]);
    expect(stored(list, undefined)).toEqual([]);
    expect(stored(list, ['b'])).toEqual(['b']);
    const single = field({ id: 'news', type: 'checkbox' });
    expect(stored(single, false)).toBe(false);
    expect(stored(single, true)).toBe(true);
    expect(stored(single, undefined)).toBe(false);
  });

  it.each(['text', 'tel', 'textarea', 'select', 'radio', 'date', 'time'] as const)('%s: an optional string', (type) => {
    const f = field({ id: 'x', type, options: type === 'select' || type === 'radio' ? opts('one') : undefined });
    expect(stored(f, '')).toBe('');
    expect(stored(f, undefined)).toBe('');
  });

  it('an optional telephone number is any short string (the 10-character rule is for required ones)', () => {
    expect(stored(field({ id: 'p', type: 'tel' }), '12345')).toBe('12345');
  });
});

describe('values of the right kind only', () => {
  it('select and radio answers must be one of the options', () => {
    for (const type of ['select', 'radio'] as const) {
      const f = field({ id: 'x', type, options: opts('online', 'in-person') });
      expect(stored(f, 'in-person')).toBe('in-person');
      expect(fails(f, 'elsewhere')).toBe(M.invalidChoice);
      expect(fails(f, 'IN-PERSON')).toBe(M.invalidChoice);
    }
  });

  it('ticked options must be options of the field, each once', () => {
    const f = field({ id: 'x', type: 'checkbox', options: opts('a', 'b') });
    expect(fails(f, ['a', 'z'])).toBe(M.invalidChoice);
    expect(fails(f, ['a', 'a', 'a'])).toBe(M.invalidChoice);
    expect(stored(f, ['b', 'a'])).toEqual(['b', 'a']);
  });

  it('dates are real calendar days and times real times of day', () => {
    const d = field({ id: 'd', type: 'date' });
    expect(fails(d, '2025-02-30')).toBe(M.invalidDate);
    expect(fails(d, '21/08/2025')).toBe(M.invalidDate);
    expect(stored(d, '2024-02-29')).toBe('2024-02-29');
    const t = field({ id: 't', type: 'time' });
    expect(fails(t, '24:00')).toBe(M.invalidTime);
    expect(fails(t, '7 pm')).toBe(M.invalidTime);
    expect(stored(t, '07:30')).toBe('07:30');
  });

  it('rejects answers of the wrong type', () => {
    expect(fails(field({ id: 'x', type: 'text' }), 42)).toBe(M.invalidValue);
    expect(fails(field({ id: 'x', type: 'text' }), ['a'])).toBe(M.invalidValue);
    expect(fails(field({ id: 'x', type: 'text' }), { a: 1 })).toBe(M.invalidValue);
    expect(fails(field({ id: 'x', type: 'checkbox' }), 'true')).toBe(M.invalidValue);
    expect(fails(field({ id: 'x', type: 'checkbox', options: opts('a') }), 'a')).toBe(M.invalidValue);
    expect(fails(field({ id: 'x', type: 'checkbox', options: opts('a') }), [1])).toBe(M.invalidValue);
  });

  it('limits the length of every answer', () => {
    for (const [type, max] of Object.entries(ANSWER_MAX_LENGTH)) {
      const f = field({ id: 'x', type: type as FieldDefinition['type'] });
      expect(fails(f, 'a'.repeat(max + 1)), type).toBe(M.tooLong);
    }
    expect(stored(field({ id: 'x', type: 'textarea' }), 'a'.repeat(ANSWER_MAX_LENGTH.textarea))).toHaveLength(ANSWER_MAX_LENGTH.textarea);
  });

  it('rejects a submission that is not an object', () => {
    const schema = submissionSchema([field({ id: 'x', type: 'text' })]);
    for (const junk of [null, 'x', 3, [], [{ x: 'a' }]]) expect(schema.safeParse(junk).success).toBe(false);
  });
});

describe('a submission keyed by field id (spec §3)', () => {
  const fields: FieldDefinition[] = [
    field({ id: 'about', type: 'header', label: 'About you' }),
    field({ id: 'fullName', type: 'text', required: true }),
    field({ id: 'email', type: 'email', required: true }),
  ];

  it('keeps the answers of the fields, drops unknown keys and headers carry no value', () => {
    const result = submissionSchema(fields).parse({ fullName: 'Asha', email: 'a@b.in', about: 'ignored', extra: 'dropped', constructor: 'x' });
    expect(result).toEqual({ fullName: 'Asha', email: 'a@b.in' });
  });

  it('reports every failing field at once, each under its id', () => {
    const result = submissionSchema(fields).safeParse({});
    expect(result.success).toBe(false);
    expect(submissionErrors(result.error!)).toEqual({ fullName: M.required, email: M.invalidEmail });
  });

  it('never reads inherited properties for fields named after them', () => {
    const odd = [field({ id: 'constructor', type: 'text', required: true }), field({ id: '__proto__', type: 'text' })];
    const result = submissionSchema(odd).safeParse({});
    expect(submissionErrors(result.error!)).toEqual({ constructor: M.required });
    const parsed = submissionSchema(odd).parse(JSON.parse('{"constructor":"a","__proto__":"b"}'));
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['constructor', '__proto__']);
  });

  it('uses the first of two fields with the same id', () => {
    const twice = [field({ id: 'x', type: 'text', required: true }), field({ id: 'x', type: 'checkbox' })];
    expect(distinctFields(twice)).toHaveLength(1);
    expect(submissionSchema(twice).parse({ x: 'words' })).toEqual({ x: 'words' });
  });

  it('a checkbox with options is multi-valued; without options a single boolean', () => {
    expect(isMultiCheckbox(field({ id: 'a', type: 'checkbox', options: opts('x') }))).toBe(true);
    expect(isMultiCheckbox(field({ id: 'a', type: 'checkbox' }))).toBe(false);
    expect(isMultiCheckbox(field({ id: 'a', type: 'checkbox', options: [] }))).toBe(false);
  });

  it('an untouched form has empty answers of the right kind, and no header values', () => {
    const all = [...fields, field({ id: 'topics', type: 'checkbox', options: opts('a') }), field({ id: 'consent', type: 'checkbox' })];
    expect(emptySubmission(all)).toEqual({ fullName: '', email: '', topics: [], consent: false });
  });
});

describe('conditional logic', () => {
  const fields: FieldDefinition[] = [
    field({ id: 'mode', type: 'radio', required: true, options: opts('online', 'in-person') }),
    field({ id: 'city', type: 'text', required: true, showWhen: { fieldId: 'mode', equals: 'in-person' } }),
    field({ id: 'area', type: 'text', required: true, showWhen: { fieldId: 'city', equals: 'Ahmedabad' } }),
    field({ id: 'topics', type: 'checkbox', options: opts('sleep', 'stress') }),
    field({ id: 'sleepHours', type: 'text', required: true, showWhen: { fieldId: 'topics', equals: 'sleep' } }),
    field({ id: 'news', type: 'checkbox' }),
    field({ id: 'newsEmail', type: 'email', required: true, showWhen: { fieldId: 'news', equals: 'true' } }),
  ];
  const ids = (values: Record<string, unknown>) => visibleFields(fields, values).map((f) => f.id);

  it('shows a field only while the other field has the given value', () => {
    expect(ids({ mode: 'online' })).toEqual(['mode', 'topics', 'news']);
    expect(ids({ mode: 'in-person' })).toEqual(['mode', 'city', 'topics', 'news']);
  });

  it('for a multi-valued checkbox, while it contains the value; for a single one, while ticked', () => {
    expect(ids({ topics: ['stress', 'sleep'] })).toContain('sleepHours');
    expect(ids({ topics: ['stress'] })).not.toContain('sleepHours');
    expect(ids({ news: true })).toContain('newsEmail');
    expect(ids({ news: false })).not.toContain('newsEmail');
  });

  it('hides a field whose controlling field is itself hidden', () => {
    expect(ids({ mode: 'in-person', city: 'Ahmedabad' })).toContain('area');
    expect(ids({ mode: 'online', city: 'Ahmedabad' })).not.toContain('area');
  });

  it('never shows a field whose condition names a missing field, a header or a cycle', () => {
    const odd: FieldDefinition[] = [
      field({ id: 'h', type: 'header' }),
      field({ id: 'a', type: 'text', showWhen: { fieldId: 'nowhere', equals: 'x' } }),
      field({ id: 'b', type: 'text', showWhen: { fieldId: 'h', equals: '' } }),
      field({ id: 'c', type: 'text', showWhen: { fieldId: 'd', equals: 'x' } }),
      field({ id: 'd', type: 'text', showWhen: { fieldId: 'c', equals: 'x' } }),
      field({ id: 'e', type: 'text', showWhen: { fieldId: 'e', equals: 'x' } }),
    ];
    expect(visibleFields(odd, { c: 'x', d: 'x', e: 'x' }).map((f) => f.id)).toEqual(['h']);
  });

  it('hidden fields are neither required nor stored', () => {
    const schema = submissionSchema(fields);
    expect(schema.parse({ mode: 'online', city: 'Surat', area: 'Adajan', sleepHours: '5', newsEmail: 'bad' })).toEqual({
      mode: 'online',
      topics: [],
      news: false,
    });
    const shown = schema.safeParse({ mode: 'in-person', topics: ['sleep'], news: true });
    expect(submissionErrors(shown.error!)).toEqual({ city: M.required, sleepHours: M.required, newsEmail: M.invalidEmail });
  });
});

describe('sections by header (spec §3)', () => {
  it('starts a titled section at each header; fields before the first header form an untitled one', () => {
    const fields = [
      field({ id: 'intro', type: 'text' }),
      field({ id: 'h1', type: 'header', label: 'About you' }),
      field({ id: 'name', type: 'text' }),
      field({ id: 'email', type: 'email' }),
      field({ id: 'h2', type: 'header', label: 'Your session' }),
      field({ id: 'h3', type: 'header', label: 'Consent' }),
      field({ id: 'ok', type: 'checkbox' }),
    ];
    const sections = sectionsByHeader(fields);
    expect(sections.map((s) => [s.header?.label ?? null, s.fields.map((f) => f.id)])).toEqual([
      [null, ['intro']],
      ['About you', ['name', 'email']],
      ['Your session', []],
      ['Consent', ['ok']],
    ]);
  });

  it('has no untitled section when the form starts with a header', () => {
    const sections = sectionsByHeader([field({ id: 'h', type: 'header' }), field({ id: 'a', type: 'text' })]);
    expect(sections).toHaveLength(1);
    expect(sections[0].header?.id).toBe('h');
    expect(sectionsByHeader([])).toEqual([]);
  });
});

describe('fields in the page language', () => {
  const f = field({
    id: 'mode',
    type: 'radio',
    label: 'Preferred mode',
    placeholder: 'Choose',
    options: [
      { value: 'online', label: 'Online' },
      { value: 'in-person', label: 'In person' },
    ],
    translations: { hi: { label: 'पसंदीदा माध्यम', options: { online: 'ऑनलाइन' } }, gu: { label: '  ' } },
  });

  it('takes label, placeholder and option labels from the translations', () => {
    const hi = localizeField(f, 'hi');
    expect(hi.label).toBe('पसंदीदा माध्यम');
    expect(hi.labelLang).toBeUndefined();
    expect(hi.options).toEqual([
      { value: 'online', label: 'ऑनलाइन' },
      { value: 'in-person', label: 'In person', lang: 'en' },
    ]);
  });

  it("falls back to the field's own text for anything missing or blank, marked as English", () => {
    expect(localizeField(f, 'hi').placeholder).toBe('Choose');
    expect(localizeField(f, 'gu')).toMatchObject({ label: 'Preferred mode', labelLang: 'en' });
    expect(localizeField(f, 'gu').options?.every((o) => o.lang === 'en')).toBe(true);
    expect(localizeField(f, 'en')).toBe(f);
    expect(localizeField(field({ id: 'x', type: 'text', label: 'Name' }), 'gu')).toMatchObject({ label: 'Name', labelLang: 'en' });
  });
});

describe('who sent it', () => {
  const fields: FieldDefinition[] = [
    field({ id: 'fullName', type: 'text', label: 'Full name' }),
    field({ id: 'email', type: 'email', label: 'E-mail' }),
    field({ id: 'whatsapp', type: 'tel', label: 'WhatsApp number' }),
    field({ id: 'altPhone', type: 'tel', label: 'Other phone' }),
  ];

  it('takes the full-name field, the first e-mail and the first answered telephone field', () => {
    expect(contactOf(fields, { fullName: 'Asha Patel', email: 'Asha@Example.com', whatsapp: '', altPhone: '9876543210' })).toEqual({
      name: 'Asha Patel',
      email: 'Asha@Example.com',
      phone: '9876543210',
    });
  });

  it('finds the name field by its label too, and gives null for what is missing', () => {
    const byLabel = [field({ id: 'q1', type: 'text', label: 'Your full name' })];
    expect(contactOf(byLabel, { q1: 'Ravi' })).toEqual({ name: 'Ravi', email: null, phone: null });
    expect(contactOf([field({ id: 'city', type: 'text', label: 'City' })], { city: 'Surat' }).name).toBeNull();
  });
});

describe('builder defaults (spec §3)', () => {
  it.each(FIELD_TYPES)('a new %s field is valid and labelled "New <type> field"', (type) => {
    const f = newField(type, `f-${type}`);
    expect(fieldDefinitionSchema.parse(f)).toEqual(f);
    expect(f.label).toBe(`New ${type} field`);
    expect(f.required).toBe(false);
  });

  it('placeholders read "Enter <type>", "Enter your response..." for a textarea, none for a header', () => {
    expect(newField('email', 'a').placeholder).toBe('Enter email');
    expect(newField('textarea', 'a').placeholder).toBe('Enter your response...');
    expect(newField('header', 'a').placeholder).toBeUndefined();
  });

  it('select, radio and checkbox start with Option 1 and Option 2; others have no options', () => {
    for (const type of ['select', 'radio', 'checkbox'] as const) {
      expect(newField(type, 'a').options).toEqual([
        { value: 'option-1', label: 'Option 1' },
        { value: 'option-2', label: 'Option 2' },
      ]);
    }
    expect(newField('text', 'a').options).toBeUndefined();
  });

  it('numbers an added option by count, and an option value follows its label', () => {
    expect(nextOption(opts('a', 'b', 'c'))).toEqual({ value: 'option-4', label: 'Option 4' });
    expect(optionValueFromLabel('Work Life  Balance')).toBe('work-life-balance');
  });
});
