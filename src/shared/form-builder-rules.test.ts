import { describe, expect, it } from 'vitest';
import { formSaveSchema } from './contracts/form-admin.ts';
import { conditionCandidates, conditionValues, definitionProblems, meetsSaveRule, TICKED } from './form-builder-rules.ts';
import type { FieldDefinition } from './forms.ts';

const f = (id: string, type: FieldDefinition['type'], extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ id, type, label: id.toUpperCase(), required: false, ...extra });
const opts = (...values: string[]) => values.map((v) => ({ value: v, label: v }));

describe('the save rule (spec §5)', () => {
  it('needs a title, a description and at least one field', () => {
    expect(meetsSaveRule({ title: 'T', description: 'D', fields: [1] })).toBe(true);
    expect(meetsSaveRule({ title: ' ', description: 'D', fields: [1] })).toBe(false);
    expect(meetsSaveRule({ title: 'T', description: null, fields: [1] })).toBe(false);
    expect(meetsSaveRule({ title: 'T', description: 'D', fields: [] })).toBe(false);
  });

  it('the server schema says the same, with message keys of the builder namespace', () => {
    const res = formSaveSchema.safeParse({ title: '', description: '  ', fields: [] });
    expect(res.success).toBe(false);
    expect(res.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', 'builder:errors.titleRequired'],
      ['description', 'builder:errors.descriptionRequired'],
      ['fields', 'builder:errors.noFields'],
    ]);
    const ok = formSaveSchema.parse({ title: ' T ', description: ' D ', fields: [f('a', 'text')] });
    expect(ok).toMatchObject({ title: 'T', description: 'D', type: 'custom' });
  });
});

describe('which answers a condition can wait for', () => {
  it('the options of a dropdown, single choice or checkbox list; "ticked" for a single tick box; nothing for other types', () => {
    expect(conditionValues(f('s', 'select', { options: opts('a', 'b') }))).toEqual(['a', 'b']);
    expect(conditionValues(f('r', 'radio', { options: opts('x') }))).toEqual(['x']);
    expect(conditionValues(f('c', 'checkbox', { options: opts('y') }))).toEqual(['y']);
    expect(conditionValues(f('c', 'checkbox'))).toEqual([TICKED]);
    expect(conditionValues(f('t', 'text'))).toEqual([]);
    expect(conditionValues(f('h', 'header'))).toEqual([]);
  });

  it('offers the other choice fields, never itself nor one that already waits for it', () => {
    const fields = [
      f('s', 'select', { options: opts('a') }),
      f('t', 'text'),
      f('r', 'radio', { options: opts('x'), showWhen: { fieldId: 'c', equals: TICKED } }),
      f('c', 'checkbox'),
      f('e', 'select', { options: [] }),
    ];
    expect(conditionCandidates(fields, 'c').map((x) => x.id)).toEqual(['s']);
    expect(conditionCandidates(fields, 't').map((x) => x.id)).toEqual(['s', 'r', 'c']);
  });
});

describe('definition problems', () => {
  it('finds none in a sound definition', () => {
    const fields = [f('h', 'header'), f('s', 'select', { options: opts('a', 'b') }), f('t', 'text', { showWhen: { fieldId: 's', equals: 'b' } }), f('ok', 'checkbox', { options: [] })];
    expect(definitionProblems(fields)).toEqual([]);
  });

  it('names the field, the part and the message of each problem', () => {
    const fields = [f('a', 'radio', { options: [{ value: 'x', label: ' ' }] }), f('b', 'text', { showWhen: { fieldId: 'b', equals: 'x' } }), f('c', 'text', { showWhen: { fieldId: 'gone', equals: 'x' } })];
    expect(definitionProblems(fields)).toEqual([
      { index: 0, fieldId: 'a', part: 'options.0', message: 'builder:errors.optionLabelRequired' },
      { index: 1, fieldId: 'b', part: 'showWhen', message: 'builder:errors.conditionField' },
      { index: 2, fieldId: 'c', part: 'showWhen', message: 'builder:errors.conditionField' },
    ]);
  });
});
