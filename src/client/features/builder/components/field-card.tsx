/**
 * One field in the builder's edit mode: a drag handle (pointer, touch, or keyboard: Space, arrows,
 * Space), Move up and Move down buttons, and the settings of its type: label, placeholder,
 * required, options, condition, Hindi and Gujarati words.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { AlertCircle, ArrowDown, ArrowUp, ChevronDown, GitBranch, GripVertical, Trash } from 'lucide-react';
import type { Dispatch, Ref } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { FieldDefinition } from '../../../../shared/forms.ts';
import type { BuilderAction, FieldProblems } from '../lib/builder-state.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { FIELD_TYPE_INFO } from './field-types.ts';
import { OptionsEditor } from './options-editor.tsx';
import { TranslationsEditor } from './translations-editor.tsx';
import { CheckboxField } from '../../../components/ui/form/choice-fields.tsx';
import { TextField } from '../../../components/ui/form/text-fields.tsx';
import { iconButtonClass } from './ui.ts';

export interface FieldCardProps {
  field: FieldDefinition;
  index: number;
  total: number;
  fields: readonly FieldDefinition[];
  domId: string;
  /** Problems to show (after the first attempt to save). */
  problems?: FieldProblems;
  expanded: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  dispatch: Dispatch<BuilderAction>;
  labelRef?: Ref<HTMLInputElement>;
}

const hasProblems = (p?: FieldProblems) => !!p && (!!p.label || !!p.options || !!p.showWhen || Object.keys(p.option).length > 0);

export function FieldCard({ field, index, total, fields, domId, problems, expanded, onToggle, onMove, onRemove, dispatch, labelRef }: FieldCardProps) {
  const { t } = useTranslation('builder');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: field.id });
  const info = FIELD_TYPE_INFO[field.type];
  const Icon = info.icon;
  const name = field.label.trim() || t('field.untitled');
  const bodyId = `${domId}-body`;
  const labelError = problems?.label;
  const attention = hasProblems(problems);

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`rounded-xl border bg-white shadow-sm ${isDragging ? 'relative z-10 shadow-lg ring-2 ring-brand-600' : ''} ${attention ? 'border-red-300' : 'border-slate-200'}`}
      data-testid="builder-field"
      data-field-type={field.type}
      data-field-label={field.label}
    >
      <div className="flex items-center gap-0.5 p-1.5 sm:gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          className={`${iconButtonClass} cursor-grab touch-none active:cursor-grabbing`}
          aria-label={t('field.drag', { label: name })}
          title={t('field.dragTitle')}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg px-1.5 text-left hover:bg-slate-50"
        >
          <ChevronDown aria-hidden="true" className={`size-4 shrink-0 text-slate-500 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span className="min-w-0 flex-1">
            <span className={`block truncate font-medium ${field.type === 'header' ? 'text-brand-900' : 'text-slate-900'}`}>
              {name}
              {field.required && field.type !== 'header' && (
                <span aria-hidden="true" className="ml-0.5 text-red-600">
                  *
                </span>
              )}
            </span>
            <span className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
              <span>{t(`fieldTypes.${field.type}`)}</span>
              {field.required && field.type !== 'header' && <span>{t('field.requiredTag')}</span>}
              {field.showWhen && (
                <span className="inline-flex items-center gap-0.5">
                  <GitBranch aria-hidden="true" className="size-3" />
                  {t('field.conditionalTag')}
                </span>
              )}
              {attention && (
                <span className="inline-flex items-center gap-0.5 font-medium text-red-700">
                  <AlertCircle aria-hidden="true" className="size-3" />
                  {t('field.needsAttention')}
                </span>
              )}
            </span>
          </span>
          <span className="sr-only">{expanded ? t('field.collapse') : t('field.expand')}</span>
        </button>
        <button type="button" className={iconButtonClass} disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t('field.moveUp', { label: name })} title={t('field.moveUpTitle')}>
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={iconButtonClass}
          disabled={index === total - 1}
          onClick={() => onMove(index + 1)}
          aria-label={t('field.moveDown', { label: name })}
          title={t('field.moveDownTitle')}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
      </div>

      {expanded && (
        <div id={bodyId} className="space-y-4 border-t border-slate-100 px-3 pb-3 pt-4 sm:px-4">
          <TextField
            id={`${domId}-label`}
            ref={labelRef}
            label={t(field.type === 'header' ? 'field.sectionTitle' : 'field.label')}
            required
            maxLength={500}
            value={field.label}
            onChange={(e) => dispatch({ type: 'updateField', id: field.id, patch: { label: e.target.value } })}
            error={labelError && t(labelError)}
          />

          {info.placeholder && (
            <TextField
              id={`${domId}-placeholder`}
              label={t(field.type === 'select' ? 'field.selectPlaceholder' : 'field.placeholder')}
              maxLength={500}
              value={field.placeholder ?? ''}
              onChange={(e) => dispatch({ type: 'updateField', id: field.id, patch: { placeholder: e.target.value } })}
            />
          )}

          {info.required && (
            <CheckboxField
              id={`${domId}-required`}
              label={t('field.required')}
              checked={field.required}
              onChange={(e) => dispatch({ type: 'updateField', id: field.id, patch: { required: e.target.checked } })}
            />
          )}

          {info.options && <OptionsEditor field={field} domId={domId} problems={problems} dispatch={dispatch} />}

          {field.type !== 'header' && <ConditionEditor field={field} fields={fields} domId={domId} error={problems?.showWhen} dispatch={dispatch} />}

          <TranslationsEditor field={field} domId={domId} dispatch={dispatch} />

          <div className="flex justify-end border-t border-slate-100 pt-3">
            <button type="button" onClick={onRemove} className="btn border border-red-200 bg-white text-red-700 hover:bg-red-50">
              <Trash aria-hidden="true" className="size-4" />
              {t('field.remove')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
