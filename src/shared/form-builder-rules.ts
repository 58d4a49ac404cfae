/**
 * What makes a form definition fit to save (spec §3, §5 "Form builder save"), pure and shared: the
 * builder marks the problems next to the fields, and the server refuses a definition that has any.
 * Messages are translation keys of the `builder` namespace.
 */
import type { FieldDefinition } from './forms.ts';
import { isMultiCheckbox, takesOptions } from './form-rules.ts';

export const BUILDER_MESSAGES = {
  /** Spec §5: "Please fill in all required fields and add at least one form field". */
  saveRule: 'builder:errors.saveRule',
  titleRequired: 'builder:errors.titleRequired',
  descriptionRequired: 'builder:errors.descriptionRequired',
  noFields: 'builder:errors.noFields',
  labelRequired: 'builder:errors.labelRequired',
  duplicateId: 'builder:errors.duplicateId',
  optionsRequired: 'builder:errors.optionsRequired',
  optionLabelRequired: 'builder:errors.optionLabelRequired',
  optionDuplicate: 'builder:errors.optionDuplicate',
  conditionField: 'builder:errors.conditionField',
  conditionValue: 'builder:errors.conditionValue',
  conditionLoop: 'builder:errors.conditionLoop',
} as const;
export type BuilderMessage = (typeof BUILDER_MESSAGES)[keyof typeof BUILDER_MESSAGES];

/** One problem of a definition: the field (by position) and, for an option, which one. */
export interface DefinitionProblem {
  index: number;
  fieldId: string;
  /** Where in the field: 'label', 'options' (the list), `options.<n>`, or 'showWhen'. */
  part: 'label' | 'id' | 'options' | `options.${number}` | 'showWhen';
  message: BuilderMessage;
}

/** The value a single checkbox (no options) has in a condition: ticked. */
export const TICKED = 'true';

/** Fields a condition may depend on: the choice fields (select, radio, checkbox). */
export const canControl = (field: FieldDefinition) => takesOptions(field.type);

/**
 * The values a condition on this field may wait for: its option values, or "ticked" for a
 * checkbox without options.
 */
export function conditionValues(field: FieldDefinition): string[] {
  if (!canControl(field)) return [];
  if (field.type === 'checkbox' && !isMultiCheckbox(field)) return [TICKED];
  return (field.options ?? []).map((o) => o.value);
}

/**
 * Every problem of a list of fields, in field order:
 * - each field needs a label (a header's label is its section title) and an id of its own;
 * - select and radio need at least one option; a checkbox may have none (then it is one tick box);
 * - options need a label, and two options of a field may not share a value (it follows the label);
 * - a condition names another choice field of the form, one of its values, and no loop.
 */
export function definitionProblems(fields: readonly FieldDefinition[]): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const byId = new Map<string, FieldDefinition>();
  for (const f of fields) if (!byId.has(f.id)) byId.set(f.id, f);
  const seen = new Set<string>();

  fields.forEach((field, index) => {
    const add = (part: DefinitionProblem['part'], message: BuilderMessage) => problems.push({ index, fieldId: field.id, part, message });
    if (!field.label.trim()) add('label', BUILDER_MESSAGES.labelRequired);
    if (seen.has(field.id)) add('id', BUILDER_MESSAGES.duplicateId);
    seen.add(field.id);

    if (takesOptions(field.type)) {
      const options = field.options ?? [];
      if (options.length === 0 && field.type !== 'checkbox') add('options', BUILDER_MESSAGES.optionsRequired);
      const values = new Set<string>();
      options.forEach((o, i) => {
        if (!o.label.trim() || !o.value.trim()) add(`options.${i}`, BUILDER_MESSAGES.optionLabelRequired);
        else if (values.has(o.value)) add(`options.${i}`, BUILDER_MESSAGES.optionDuplicate);
        values.add(o.value);
      });
    }

    if (field.showWhen) {
      const other = byId.get(field.showWhen.fieldId);
      if (!other || other.id === field.id || !canControl(other)) add('showWhen', BUILDER_MESSAGES.conditionField);
      else if (!conditionValues(other).includes(field.showWhen.equals)) add('showWhen', BUILDER_MESSAGES.conditionValue);
      else if (dependsOn(other, field.id, byId)) add('showWhen', BUILDER_MESSAGES.conditionLoop);
    }
  });
  return problems;
}

/** Whether `field` is shown only through a chain of conditions that reaches `targetId`. */
export function dependsOn(field: FieldDefinition, targetId: string, byId: ReadonlyMap<string, FieldDefinition>): boolean {
  const visited = new Set<string>();
  let current: FieldDefinition | undefined = field;
  while (current?.showWhen && !visited.has(current.id)) {
    if (current.showWhen.fieldId === targetId) return true;
    visited.add(current.id);
    current = byId.get(current.showWhen.fieldId);
  }
  return false;
}

/** The fields another field's condition may name: other choice fields that do not depend on it. */
export function conditionCandidates(fields: readonly FieldDefinition[], fieldId: string): FieldDefinition[] {
  const byId = new Map(fields.map((f) => [f.id, f]));
  return fields.filter((f) => f.id !== fieldId && canControl(f) && conditionValues(f).length > 0 && !dependsOn(f, fieldId, byId));
}

/** The §5 save rule alone: a title, a description and at least one field. */
export function meetsSaveRule(form: { title: string; description?: string | null; fields: readonly unknown[] }): boolean {
  return form.title.trim() !== '' && (form.description ?? '').trim() !== '' && form.fields.length > 0;
}
