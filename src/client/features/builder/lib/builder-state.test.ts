import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../../../../shared/constants.ts';
import { formSaveSchema } from '../../../../shared/contracts/form-admin.ts';
import { fieldDefinitionSchema, type FieldDefinition, type Form } from '../../../../shared/forms.ts';
import {
  builderProblems,
  builderReducer,
  cleanField,
  initialBuilderState,
  makeFieldId,
  moveItem,
  optionToAdd,
  removalOf,
  toSaveBody,
  type BuilderAction,
  type BuilderState,
} from './builder-state.ts';

const run = (actions: BuilderAction[], from: BuilderState = initialBuilderState) => actions.reduce(builderReducer, from);
const add = (fieldType: (typeof FIELD_TYPES)[number], id = `${fieldType}_1`): BuilderAction => ({ type: 'addField', fieldType, id });
const fieldOf = (state: BuilderState, id: string) => state.fields.find((f) => f.id === id)!;

const saved: Form = {
  id: '7b0d5c1e-2f43-4a8e-9c61-3d2f8e0a1b2c',
  title: 'Retreat interest',
  description: 'Tell us when you can come.',
  type: 'custom',
  isActive: true,
  version: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  fields: [
    { id: 'name', type: 'text', label: 'Full name', required: true },
    { id: 'mode', type: 'radio', label: 'How will you join?', required: true, options: [{ value: 'online', label: 'Online' }, { value: 'in-person', label: 'In person' }] },
    { id: 'city', type: 'text', label: 'City', required: false, showWhen: { fieldId: 'mode', equals: 'in-person' } },
  ],
};

describe('adding fields (spec §3)', () => {
  it.each(FIELD_TYPES)('the palette adds a %s field labelled "New <type> field" at the end', (type) => {
    const state = run([add('text', 'first'), add(type, 'second')]);
    expect(state.fields.map((f) => f.id)).toEqual(['first', 'second']);
    const field = fieldOf(state, 'second');
    expect(field.type).toBe(type);
    expect(field.label).toBe(`New ${type} field`);
    expect(field.required).toBe(false);
    expect(fieldDefinitionSchema.parse(field)).toEqual(field);
    expect(state.dirty).toBe(true);
  });

  it('placeholders read "Enter <type>", and "Enter your response..." for a textarea', () => {
    const state = run([add('text'), add('email'), add('tel'), add('textarea'), add('header')]);
    expect(state.fields.map((f) => f.placeholder)).toEqual(['Enter text', 'Enter email', 'Enter tel', 'Enter your response...', undefined]);
  });

  it('select, radio and checkbox start with Option 1 and Option 2', () => {
    const state = run([add('select'), add('radio'), add('checkbox'), add('date')]);
    for (const id of ['select_1', 'radio_1', 'checkbox_1']) {
      expect(fieldOf(state, id).options).toEqual([
        { value: 'option-1', label: 'Option 1' },
        { value: 'option-2', label: 'Option 2' },
      ]);
    }
    expect(fieldOf(state, 'date_1').options).toBeUndefined();
  });

  it('gives each field an id of its own that input names can carry', () => {
    const taken = new Set(['email_aaaaaa']);
    const random = (() => {
      const values = ['aaaaaa', 'bbbbbb'];
      return () => values.shift()!;
    })();
    expect(makeFieldId('email', taken, random)).toBe('email_bbbbbb');
    expect(makeFieldId('textarea', new Set())).toMatch(/^textarea_[a-z0-9]{6}$/);
  });
});

describe('options (spec §3)', () => {
  it('an added option is numbered by count', () => {
    const state = run([add('select'), { type: 'addOption', id: 'select_1' }]);
    expect(fieldOf(state, 'select_1').options?.[2]).toEqual({ value: 'option-3', label: 'Option 3' });
    expect(run([add('radio'), { type: 'addOption', id: 'radio_1' }, { type: 'addOption', id: 'radio_1' }]).fields[0].options?.map((o) => o.label)).toEqual([
      'Option 1',
      'Option 2',
      'Option 3',
      'Option 4',
    ]);
  });

  it('never adds a second option of the same name after one was removed', () => {
    expect(optionToAdd([{ value: 'option-1', label: 'Option 1' }, { value: 'option-3', label: 'Option 3' }])).toEqual({ value: 'option-4', label: 'Option 4' });
  });

  it('editing an option label sets its value to the lowercased label with spaces turned into hyphens', () => {
    const state = run([add('checkbox'), { type: 'renameOption', id: 'checkbox_1', index: 1, label: 'Work Life Balance' }]);
    expect(fieldOf(state, 'checkbox_1').options).toEqual([
      { value: 'option-1', label: 'Option 1' },
      { value: 'work-life-balance', label: 'Work Life Balance' },
    ]);
  });

  it('removes an option, and a checkbox without options is a single tick box', () => {
    let state = run([add('checkbox'), { type: 'removeOption', id: 'checkbox_1', index: 0 }]);
    expect(fieldOf(state, 'checkbox_1').options).toEqual([{ value: 'option-2', label: 'Option 2' }]);
    state = run([{ type: 'removeOption', id: 'checkbox_1', index: 0 }], state);
    expect(fieldOf(state, 'checkbox_1').options).toEqual([]);
    expect(builderProblems({ ...state, title: 't', description: 'd' }).ok).toBe(true);
  });

  it('option translations follow a renamed option and go with a removed one', () => {
    let state = run([
      add('radio'),
      { type: 'setOptionTranslation', id: 'radio_1', lang: 'hi', optionValue: 'option-1', value: 'ऑनलाइन' },
      { type: 'setOptionTranslation', id: 'radio_1', lang: 'gu', optionValue: 'option-2', value: 'રૂબરૂ' },
      { type: 'renameOption', id: 'radio_1', index: 0, label: 'Online' },
    ]);
    expect(fieldOf(state, 'radio_1').translations).toEqual({ hi: { options: { online: 'ऑनलाइन' } }, gu: { options: { 'option-2': 'રૂબરૂ' } } });
    state = run([{ type: 'removeOption', id: 'radio_1', index: 1 }], state);
    expect(fieldOf(state, 'radio_1').translations?.gu).toEqual({ options: {} });
  });
});

describe('editing fields', () => {
  it('changes label, placeholder and required', () => {
    const state = run([add('email'), { type: 'updateField', id: 'email_1', patch: { label: 'Your e-mail', placeholder: 'name@example.com', required: true } }]);
    expect(fieldOf(state, 'email_1')).toMatchObject({ label: 'Your e-mail', placeholder: 'name@example.com', required: true });
  });

  it('keeps optional Hindi and Gujarati labels and placeholders', () => {
    const state = run([
      add('text'),
      { type: 'setTranslation', id: 'text_1', lang: 'hi', key: 'label', value: 'पूरा नाम' },
      { type: 'setTranslation', id: 'text_1', lang: 'gu', key: 'placeholder', value: 'તમારું નામ' },
    ]);
    expect(fieldOf(state, 'text_1').translations).toEqual({ hi: { label: 'पूरा नाम' }, gu: { placeholder: 'તમારું નામ' } });
  });

  it('reorders by moving a field to another position (drag and drop, Move up, Move down)', () => {
    const state = run([add('text', 'a'), add('email', 'b'), add('tel', 'c'), { type: 'moveField', from: 2, to: 0 }]);
    expect(state.fields.map((f) => f.id)).toEqual(['c', 'a', 'b']);
    expect(run([{ type: 'moveField', from: 0, to: 1 }], state).fields.map((f) => f.id)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });

  it('removes a field, and conditions that waited for it', () => {
    const state = run([{ type: 'load', form: saved }, { type: 'removeField', id: 'mode' }]);
    expect(state.fields.map((f) => f.id)).toEqual(['name', 'city']);
    expect(fieldOf(state, 'city').showWhen).toBeUndefined();
  });
});

describe('undo after removing a field', () => {
  it('puts the field back in its place with the conditions that waited for it, keeping later edits', () => {
    const opened = run([{ type: 'load', form: saved }]);
    const removal = removalOf(opened, 'mode')!;
    expect(removal).toMatchObject({ index: 1, conditions: { city: { fieldId: 'mode', equals: 'in-person' } } });
    const edited = run([{ type: 'removeField', id: 'mode' }, { type: 'updateField', id: 'name', patch: { label: 'Your name' } }], opened);
    const undone = run([{ type: 'restoreField', removal }], edited);
    expect(undone.fields.map((f) => f.id)).toEqual(['name', 'mode', 'city']);
    expect(fieldOf(undone, 'city').showWhen).toEqual({ fieldId: 'mode', equals: 'in-person' });
    expect(fieldOf(undone, 'name').label).toBe('Your name');
    expect(run([{ type: 'restoreField', removal }], undone)).toBe(undone);
    expect(removalOf(opened, 'nope')).toBeNull();
  });
});

describe('conditions: show a field only when another field has a given answer', () => {
  it('sets and clears a condition', () => {
    let state = run([add('select', 's'), add('text', 't'), { type: 'setCondition', id: 't', condition: { fieldId: 's', equals: 'option-2' } }]);
    expect(fieldOf(state, 't').showWhen).toEqual({ fieldId: 's', equals: 'option-2' });
    state = run([{ type: 'setCondition', id: 't', condition: null }], state);
    expect(fieldOf(state, 't')).not.toHaveProperty('showWhen');
  });

  it('follows a renamed answer, and is dropped when the answer is removed', () => {
    let state = run([{ type: 'load', form: saved }, { type: 'renameOption', id: 'mode', index: 1, label: 'At the centre' }]);
    expect(fieldOf(state, 'city').showWhen).toEqual({ fieldId: 'mode', equals: 'at-the-centre' });
    state = run([{ type: 'removeOption', id: 'mode', index: 1 }], state);
    expect(fieldOf(state, 'city').showWhen).toBeUndefined();
  });

  it('a condition on a single tick box waits for it to be ticked; adding options turns it into a list', () => {
    let state = run([add('checkbox', 'c'), { type: 'removeOption', id: 'c', index: 0 }, { type: 'removeOption', id: 'c', index: 0 }, add('text', 't')]);
    state = run([{ type: 'setCondition', id: 't', condition: { fieldId: 'c', equals: 'true' } }], state);
    expect(builderProblems({ ...state, title: 'x', description: 'y' }).ok).toBe(true);
    state = run([{ type: 'addOption', id: 'c' }], state);
    expect(fieldOf(state, 't').showWhen).toBeUndefined();
  });

  it('flags a condition on a text field, an unknown answer and two fields that wait for each other', () => {
    const fields: FieldDefinition[] = [
      { id: 'a', type: 'text', label: 'A', required: false },
      { id: 'b', type: 'text', label: 'B', required: false, showWhen: { fieldId: 'a', equals: 'x' } },
      { id: 's', type: 'select', label: 'S', required: false, options: [{ value: 'x', label: 'X' }], showWhen: { fieldId: 'r', equals: 'y' } },
      { id: 'r', type: 'radio', label: 'R', required: false, options: [{ value: 'y', label: 'Y' }], showWhen: { fieldId: 's', equals: 'x' } },
      { id: 'c', type: 'text', label: 'C', required: false, showWhen: { fieldId: 's', equals: 'nope' } },
    ];
    const { fields: problems } = builderProblems({ title: 't', description: 'd', fields });
    expect(problems.b.showWhen).toBe('builder:errors.conditionField');
    expect(problems.s.showWhen).toBe('builder:errors.conditionLoop');
    expect(problems.r.showWhen).toBe('builder:errors.conditionLoop');
    expect(problems.c.showWhen).toBe('builder:errors.conditionValue');
  });
});

describe('the save rule (spec §5)', () => {
  it('needs a title, a description and at least one field', () => {
    const ready = run([{ type: 'setTitle', value: 'Retreat' }, { type: 'setDescription', value: 'Tell us' }, add('text')]);
    expect(builderProblems(ready)).toMatchObject({ saveRule: false, ok: true });
    for (const broken of [
      { ...ready, title: '   ' },
      { ...ready, description: '' },
      { ...ready, fields: [] },
    ]) {
      const problems = builderProblems(broken);
      expect(problems.saveRule).toBe(true);
      expect(problems.ok).toBe(false);
    }
    expect(builderProblems({ ...ready, title: '', description: '', fields: [] })).toMatchObject({
      title: 'builder:errors.titleRequired',
      description: 'builder:errors.descriptionRequired',
      noFields: 'builder:errors.noFields',
    });
  });

  it('marks fields without a label, choice fields without options and options without a name or twice the same', () => {
    const state = run([
      { type: 'setTitle', value: 'T' },
      { type: 'setDescription', value: 'D' },
      add('text'),
      { type: 'updateField', id: 'text_1', patch: { label: '  ' } },
      add('select'),
      { type: 'removeOption', id: 'select_1', index: 0 },
      { type: 'removeOption', id: 'select_1', index: 0 },
      add('radio'),
      { type: 'renameOption', id: 'radio_1', index: 0, label: ' ' },
      { type: 'renameOption', id: 'radio_1', index: 1, label: 'Yes' },
      { type: 'addOption', id: 'radio_1' },
      { type: 'renameOption', id: 'radio_1', index: 2, label: 'yes' },
    ]);
    const problems = builderProblems(state);
    expect(problems.saveRule).toBe(false);
    expect(problems.ok).toBe(false);
    expect(problems.fields).toEqual({
      text_1: { label: 'builder:errors.labelRequired', option: {} },
      select_1: { options: 'builder:errors.optionsRequired', option: {} },
      radio_1: { option: { 0: 'builder:errors.optionLabelRequired', 2: 'builder:errors.optionDuplicate' } },
    });
  });
});

describe('what a save sends', () => {
  it('a new form: trimmed, active on save, every field valid for the server', () => {
    const state = run([
      { type: 'setTitle', value: '  Retreat  ' },
      { type: 'setDescription', value: ' Tell us ' },
      { type: 'setFormType', value: 'course_interest' },
      add('header'),
      add('text'),
      { type: 'updateField', id: 'text_1', patch: { label: ' Name ', placeholder: '  ' } },
      { type: 'setTranslation', id: 'text_1', lang: 'hi', key: 'label', value: ' नाम ' },
      { type: 'setTranslation', id: 'text_1', lang: 'gu', key: 'label', value: '   ' },
    ]);
    const body = toSaveBody(state);
    expect(body).toEqual({
      title: 'Retreat',
      description: 'Tell us',
      type: 'course_interest',
      isActive: true,
      fields: [
        { id: 'header_1', type: 'header', label: 'New header field', required: false },
        { id: 'text_1', type: 'text', label: 'Name', required: false, translations: { hi: { label: 'नाम' } } },
      ],
    });
    expect(formSaveSchema.safeParse(body).success).toBe(true);
  });

  it('an opened form: sends the version it opened, keeps conditions and option translations of existing options only', () => {
    const state = run([
      { type: 'load', form: saved },
      { type: 'setOptionTranslation', id: 'mode', lang: 'gu', optionValue: 'online', value: 'ઓનલાઇન' },
      { type: 'setOptionTranslation', id: 'mode', lang: 'gu', optionValue: 'gone', value: 'x' },
    ]);
    expect(state.dirty).toBe(true);
    const body = toSaveBody(state);
    expect(body.version).toBe(3);
    expect(body).not.toHaveProperty('isActive');
    expect(body.fields[1].translations).toEqual({ gu: { options: { online: 'ઓનલાઇન' } } });
    expect(body.fields[2].showWhen).toEqual({ fieldId: 'mode', equals: 'in-person' });
    expect(cleanField({ id: 'h', type: 'header', label: 'About', required: true, placeholder: 'x' })).toEqual({ id: 'h', type: 'header', label: 'About', required: false });
  });

  it('after saving the builder resets (spec §4)', () => {
    const state = run([{ type: 'load', form: saved }, { type: 'setMode', mode: 'preview' }, { type: 'reset' }]);
    expect(state).toEqual(initialBuilderState);
  });
});
