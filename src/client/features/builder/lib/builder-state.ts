/**
 * The form builder's state and every rule it applies (spec §3 "Field definition", §4 "Form
 * builder", §5 "Form builder save"), as pure functions: a reducer the page drives, what is wrong
 * before saving, and the body a save sends. Tests sit beside this file.
 */
import type { FieldType, FormType, Language } from '../../../../shared/constants.ts';
import type { FormSaveBody } from '../../../../shared/contracts/form-admin.ts';
import { BUILDER_MESSAGES, conditionValues, definitionProblems, meetsSaveRule, type BuilderMessage } from '../../../../shared/form-builder-rules.ts';
import { cleanFormTranslations } from '../../../../shared/content-languages.ts';
import { newField, nextOption, optionValueFromLabel, takesOptions } from '../../../../shared/form-rules.ts';
import type { FieldDefinition, FieldOption, Form, FormTranslations } from '../../../../shared/forms.ts';

export type TranslatedLanguage = Exclude<Language, 'en'>;
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ['hi', 'gu'];

export interface BuilderState {
  /** The form being edited; null while building a new one. */
  editingId: string | null;
  /** The version that was opened, sent back on save so that a change made elsewhere is not overwritten. */
  version: number | null;
  title: string;
  description: string;
  /** The title and description in Hindi and Gujarati (blank: the English text is shown). */
  translations?: FormTranslations;
  type: FormType;
  fields: FieldDefinition[];
  /** Spec §4: edit mode (the field list) or preview mode (the visitor's renderer). */
  mode: 'edit' | 'preview';
  /** Changed since it was opened (or since the last save). */
  dirty: boolean;
}

export const initialBuilderState: BuilderState = {
  editingId: null,
  version: null,
  title: '',
  description: '',
  type: 'custom',
  fields: [],
  mode: 'edit',
  dirty: false,
};

export type FieldTextPatch = Partial<Pick<FieldDefinition, 'label' | 'placeholder' | 'required'>>;
export type Condition = NonNullable<FieldDefinition['showWhen']>;

export type BuilderAction =
  | { type: 'reset' }
  | { type: 'load'; form: Form }
  | { type: 'restore'; state: BuilderState }
  | { type: 'setMode'; mode: BuilderState['mode'] }
  | { type: 'setTitle'; value: string }
  | { type: 'setDescription'; value: string }
  | { type: 'setFormText'; lang: TranslatedLanguage; key: 'title' | 'description'; value: string }
  | { type: 'setFormType'; value: FormType }
  | { type: 'addField'; fieldType: FieldType; id: string }
  | { type: 'removeField'; id: string }
  | { type: 'restoreField'; removal: Removal }
  | { type: 'moveField'; from: number; to: number }
  | { type: 'updateField'; id: string; patch: FieldTextPatch }
  | { type: 'addOption'; id: string }
  | { type: 'removeOption'; id: string; index: number }
  | { type: 'renameOption'; id: string; index: number; label: string }
  | { type: 'setTranslation'; id: string; lang: TranslatedLanguage; key: 'label' | 'placeholder'; value: string }
  | { type: 'setOptionTranslation'; id: string; lang: TranslatedLanguage; optionValue: string; value: string }
  | { type: 'setCondition'; id: string; condition: Condition | null };

/* ------------------------------------------------------------------------------------------------
 * Field and option rules (spec §3).
 * ---------------------------------------------------------------------------------------------- */

/** A fresh, readable field id (`email_k3x9q2`): answers are keyed by it, so it never changes. */
export function makeFieldId(type: FieldType, taken: ReadonlySet<string>, random: () => string = randomSuffix): string {
  for (;;) {
    const id = `${type}_${random()}`;
    if (!taken.has(id)) return id;
  }
}

function randomSuffix(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
}

/**
 * The option added to a list: numbered by count ("Option 3" after two). Should that name be taken
 * already (an option was removed before), the next free number is used instead of a duplicate.
 */
export function optionToAdd(options: readonly FieldOption[]): FieldOption {
  const taken = new Set(options.flatMap((o) => [o.value, optionValueFromLabel(o.label)]));
  let option = nextOption(options);
  for (let n = options.length + 2; taken.has(option.value); n++) option = { label: `Option ${n}`, value: optionValueFromLabel(`Option ${n}`) };
  return option;
}

/** Editing an option's label sets its value to the lowercased label, spaces turned into hyphens. */
export function renamedOption(label: string): FieldOption {
  return { label, value: optionValueFromLabel(label) };
}

/** Moves the translations of an option from its old value to its new one (they are keyed by value). */
function moveOptionTranslations(field: FieldDefinition, from: string, to: string | null): FieldDefinition['translations'] {
  if (!field.translations) return field.translations;
  const out: NonNullable<FieldDefinition['translations']> = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const tr = field.translations[lang];
    if (!tr) continue;
    if (!tr.options || !Object.hasOwn(tr.options, from)) {
      out[lang] = tr;
      continue;
    }
    const options = { ...tr.options };
    const text = options[from];
    delete options[from];
    if (to !== null && !Object.hasOwn(options, to)) options[to] = text;
    out[lang] = { ...tr, options };
  }
  return out;
}

/**
 * Conditions that can no longer hold are dropped: on a field that was removed, that is no longer a
 * choice field, or whose chosen answer no longer exists.
 */
export function pruneConditions(fields: FieldDefinition[]): FieldDefinition[] {
  const byId = new Map(fields.map((f) => [f.id, f]));
  return fields.map((f) => {
    if (!f.showWhen) return f;
    const other = byId.get(f.showWhen.fieldId);
    if (other && other.id !== f.id && conditionValues(other).includes(f.showWhen.equals)) return f;
    const { showWhen: _dropped, ...rest } = f;
    return rest;
  });
}

/** Moves an item of a list from one position to another. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

/** What removing a field took away: the field, its place and the conditions that waited for it (for Undo). */
export interface Removal {
  field: FieldDefinition;
  index: number;
  conditions: Record<string, Condition>;
}

/** The Undo information of removing a field from this state; null when there is no such field. */
export function removalOf(state: BuilderState, id: string): Removal | null {
  const index = state.fields.findIndex((f) => f.id === id);
  if (index < 0) return null;
  const after = builderReducer(state, { type: 'removeField', id });
  const conditions: Record<string, Condition> = {};
  for (const f of state.fields) {
    if (f.id !== id && f.showWhen && !after.fields.find((a) => a.id === f.id)?.showWhen) conditions[f.id] = f.showWhen;
  }
  return { field: state.fields[index], index, conditions };
}

/* ------------------------------------------------------------------------------------------------
 * The reducer.
 * ---------------------------------------------------------------------------------------------- */

function mapField(state: BuilderState, id: string, fn: (f: FieldDefinition) => FieldDefinition): BuilderState {
  return { ...state, dirty: true, fields: state.fields.map((f) => (f.id === id ? fn(f) : f)) };
}

function withTranslation(field: FieldDefinition, lang: TranslatedLanguage, patch: NonNullable<NonNullable<FieldDefinition['translations']>['hi']>): FieldDefinition {
  return { ...field, translations: { ...field.translations, [lang]: { ...field.translations?.[lang], ...patch } } };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'reset':
      return initialBuilderState;
    case 'load':
      return {
        editingId: action.form.id,
        version: action.form.version,
        title: action.form.title,
        description: action.form.description ?? '',
        translations: action.form.translations ?? {},
        type: action.form.type,
        fields: action.form.fields,
        mode: 'edit',
        dirty: false,
      };
    case 'restore':
      return action.state;
    case 'setMode':
      return { ...state, mode: action.mode };
    case 'setTitle':
      return { ...state, dirty: true, title: action.value };
    case 'setDescription':
      return { ...state, dirty: true, description: action.value };
    case 'setFormText':
      return { ...state, dirty: true, translations: { ...state.translations, [action.lang]: { ...state.translations?.[action.lang], [action.key]: action.value } } };
    case 'setFormType':
      return { ...state, dirty: true, type: action.value };
    case 'addField':
      return { ...state, dirty: true, fields: [...state.fields, newField(action.fieldType, action.id)] };
    case 'removeField':
      return { ...state, dirty: true, fields: pruneConditions(state.fields.filter((f) => f.id !== action.id)) };
    case 'restoreField': {
      const { field, index, conditions } = action.removal;
      if (state.fields.some((f) => f.id === field.id)) return state;
      const fields = [...state.fields];
      fields.splice(Math.min(index, fields.length), 0, field);
      return {
        ...state,
        dirty: true,
        fields: pruneConditions(fields.map((f) => (!f.showWhen && Object.hasOwn(conditions, f.id) ? { ...f, showWhen: conditions[f.id] } : f))),
      };
    }
    case 'moveField':
      return { ...state, dirty: true, fields: moveItem(state.fields, action.from, action.to) };
    case 'updateField':
      return mapField(state, action.id, (f) => ({ ...f, ...action.patch }));
    case 'addOption': {
      const next = mapField(state, action.id, (f) => (takesOptions(f.type) ? { ...f, options: [...(f.options ?? []), optionToAdd(f.options ?? [])] } : f));
      // A checkbox with its first option becomes a list: a "ticked" condition on it no longer applies.
      return { ...next, fields: pruneConditions(next.fields) };
    }
    case 'removeOption': {
      const field = state.fields.find((f) => f.id === action.id);
      const removed = field?.options?.[action.index];
      if (!field || !removed) return state;
      const next = mapField(state, action.id, (f) => ({
        ...f,
        options: f.options!.filter((_, i) => i !== action.index),
        translations: f.options!.some((o, i) => i !== action.index && o.value === removed.value) ? f.translations : moveOptionTranslations(f, removed.value, null),
      }));
      return { ...next, fields: pruneConditions(next.fields) };
    }
    case 'renameOption': {
      const field = state.fields.find((f) => f.id === action.id);
      const old = field?.options?.[action.index];
      if (!field || !old) return state;
      const renamed = renamedOption(action.label);
      const fields = state.fields.map((f) => {
        if (f.id === field.id) {
          return {
            ...f,
            options: f.options!.map((o, i) => (i === action.index ? renamed : o)),
            translations: old.value === renamed.value ? f.translations : moveOptionTranslations(f, old.value, renamed.value),
          };
        }
        // Conditions waiting for this answer follow its new value.
        if (f.showWhen?.fieldId === field.id && f.showWhen.equals === old.value) return { ...f, showWhen: { ...f.showWhen, equals: renamed.value } };
        return f;
      });
      return { ...state, dirty: true, fields };
    }
    case 'setTranslation':
      return mapField(state, action.id, (f) => withTranslation(f, action.lang, { [action.key]: action.value }));
    case 'setOptionTranslation':
      return mapField(state, action.id, (f) =>
        withTranslation(f, action.lang, { options: { ...f.translations?.[action.lang]?.options, [action.optionValue]: action.value } }),
      );
    case 'setCondition':
      return mapField(state, action.id, (f) => {
        if (action.condition) return { ...f, showWhen: action.condition };
        const { showWhen: _dropped, ...rest } = f;
        return rest;
      });
  }
}

/* ------------------------------------------------------------------------------------------------
 * Before saving: what is wrong, and what is sent.
 * ---------------------------------------------------------------------------------------------- */

export interface FieldProblems {
  label?: BuilderMessage;
  options?: BuilderMessage;
  /** Problems of single options, by position. */
  option: Record<number, BuilderMessage>;
  showWhen?: BuilderMessage;
}

export interface BuilderProblems {
  /** Spec §5: a title, a description and at least one field; else "Validation Error, Please fill in...". */
  saveRule: boolean;
  title?: BuilderMessage;
  description?: BuilderMessage;
  noFields?: BuilderMessage;
  /** Field id → what is wrong with that field. */
  fields: Record<string, FieldProblems>;
  /** Nothing is wrong. */
  ok: boolean;
}

export function builderProblems(state: Pick<BuilderState, 'title' | 'description' | 'fields'>): BuilderProblems {
  const fields: Record<string, FieldProblems> = {};
  for (const p of definitionProblems(state.fields)) {
    const entry = (fields[p.fieldId] ??= { option: {} });
    if (p.part === 'label') entry.label ??= p.message;
    else if (p.part === 'options') entry.options ??= p.message;
    else if (p.part === 'showWhen') entry.showWhen ??= p.message;
    else if (p.part.startsWith('options.')) entry.option[Number(p.part.slice('options.'.length))] ??= p.message;
  }
  const saveRule = !meetsSaveRule(state);
  return {
    saveRule,
    title: state.title.trim() ? undefined : BUILDER_MESSAGES.titleRequired,
    description: state.description.trim() ? undefined : BUILDER_MESSAGES.descriptionRequired,
    noFields: state.fields.length > 0 ? undefined : BUILDER_MESSAGES.noFields,
    fields,
    ok: !saveRule && Object.keys(fields).length === 0,
  };
}

const trimmed = (s: string | undefined) => {
  const t = s?.trim();
  return t ? t : undefined;
};

/** A field as it is saved: text trimmed, empty placeholders and translations left out. */
export function cleanField(field: FieldDefinition): FieldDefinition {
  const out: FieldDefinition = { id: field.id, type: field.type, label: field.label.trim(), required: field.type === 'header' ? false : field.required };
  const placeholder = trimmed(field.placeholder);
  if (placeholder && field.type !== 'header') out.placeholder = placeholder;
  if (takesOptions(field.type)) out.options = (field.options ?? []).map((o) => ({ value: o.value, label: o.label.trim() }));
  const values = new Set((out.options ?? []).map((o) => o.value));
  const translations: NonNullable<FieldDefinition['translations']> = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const tr = field.translations?.[lang];
    if (!tr) continue;
    const clean: NonNullable<typeof tr> = {};
    const label = trimmed(tr.label);
    if (label) clean.label = label;
    const ph = trimmed(tr.placeholder);
    if (ph && out.placeholder) clean.placeholder = ph;
    const options = Object.fromEntries(Object.entries(tr.options ?? {}).flatMap(([v, text]) => (values.has(v) && trimmed(text) ? [[v, text.trim()]] : [])));
    if (Object.keys(options).length > 0) clean.options = options;
    if (Object.keys(clean).length > 0) translations[lang] = clean;
  }
  if (Object.keys(translations).length > 0) out.translations = translations;
  if (field.showWhen) out.showWhen = field.showWhen;
  return out;
}

/** The translations part of a save body: none when nothing is translated (a save replaces them all). */
function textTranslations(translations: FormTranslations | undefined): { translations?: FormTranslations } {
  const clean = cleanFormTranslations(translations);
  return Object.keys(clean).length ? { translations: clean } : {};
}

/** The body of POST /api/forms (new; active on save, spec §3) or PUT /api/forms/{id} (with the version opened). */
export function toSaveBody(state: BuilderState): FormSaveBody {
  return {
    title: state.title.trim(),
    description: state.description.trim(),
    ...textTranslations(state.translations),
    type: state.type,
    fields: state.fields.map(cleanField),
    ...(state.editingId ? { version: state.version ?? undefined } : { isActive: true }),
  };
}
