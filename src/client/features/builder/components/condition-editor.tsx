/**
 * "Show this field only when <field> is <answer>" (simple conditional logic): the other field is a
 * choice field of the form, the answer one of its options (or "ticked" for a single tick box).
 * Hidden fields are neither required nor stored (the shared submission rules see to that).
 */
import type { Dispatch } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { conditionCandidates, conditionValues, TICKED } from '../../../../shared/form-builder-rules.ts';
import type { FieldDefinition } from '../../../../shared/forms.ts';
import type { BuilderAction } from '../lib/builder-state.ts';
import { describedBy, FieldError } from '../../../components/ui/form/parts.tsx';
import { SelectField } from '../../../components/ui/form/text-fields.tsx';
import { helpClass } from './ui.ts';

/** How an answer of a choice field reads in the builder. */
export function answerLabel(field: FieldDefinition, value: string, ticked: string): string {
  if (value === TICKED && !(field.options?.length ?? 0)) return ticked;
  return field.options?.find((o) => o.value === value)?.label || value;
}

export function ConditionEditor({
  field,
  fields,
  domId,
  error,
  dispatch,
}: {
  field: FieldDefinition;
  fields: readonly FieldDefinition[];
  domId: string;
  error?: string;
  dispatch: Dispatch<BuilderAction>;
}) {
  const { t } = useTranslation('builder');
  const candidates = conditionCandidates(fields, field.id);
  const current = field.showWhen;
  const controlling = current ? fields.find((f) => f.id === current.fieldId) : undefined;
  // A condition saved earlier on a field that is no longer offered stays visible until it is changed.
  const choices = controlling && !candidates.includes(controlling) ? [...candidates, controlling] : candidates;
  const untitled = t('field.untitled');

  if (choices.length === 0) {
    return <p className={helpClass}>{t('condition.noCandidates')}</p>;
  }

  return (
    <fieldset className="space-y-3" aria-describedby={describedBy(`${domId}-condition`, error)}>
      <legend className="sr-only">{t('condition.legend')}</legend>
      <SelectField
        id={`${domId}-condition-field`}
        label={t('condition.show')}
        value={current?.fieldId ?? ''}
        onChange={(e) => {
          const other = fields.find((f) => f.id === e.target.value);
          const first = other ? conditionValues(other)[0] : undefined;
          dispatch({ type: 'setCondition', id: field.id, condition: other && first !== undefined ? { fieldId: other.id, equals: first } : null });
        }}
        invalid={!!error}
      >
        <option value="">{t('condition.always')}</option>
        {choices.map((f) => (
          <option key={f.id} value={f.id}>
            {t('condition.whenField', { label: f.label.trim() || untitled })}
          </option>
        ))}
      </SelectField>
      {current && controlling && (
        <SelectField
          id={`${domId}-condition-value`}
          label={t('condition.is', { label: controlling.label.trim() || untitled })}
          value={current.equals}
          onChange={(e) => dispatch({ type: 'setCondition', id: field.id, condition: { fieldId: controlling.id, equals: e.target.value } })}
          invalid={!!error}
        >
            {!conditionValues(controlling).includes(current.equals) && <option value={current.equals}>{current.equals}</option>}
            {conditionValues(controlling).map((value, i) => (
              <option key={i} value={value}>
                {answerLabel(controlling, value, t('condition.ticked'))}
              </option>
            ))}
        </SelectField>
      )}
      <FieldError id={`${domId}-condition`} error={error && t(error)} />
    </fieldset>
  );
}
