/**
 * The field list of the edit mode, reordered by drag and drop (dnd-kit) with a keyboard alternative:
 * the handle picks a field up with Space or Enter, the arrow keys move it, Space drops it and Escape
 * cancels; the Move up and Move down buttons do the same in one step. Moves are announced.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Dispatch, Ref } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { FieldDefinition } from '../../../../shared/forms.ts';
import type { BuilderAction, BuilderProblems } from '../lib/builder-state.ts';
import { FieldCard } from './field-card.tsx';

export interface FieldListProps {
  fields: FieldDefinition[];
  domId: string;
  problems: BuilderProblems | null;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onRemove: (id: string) => void;
  dispatch: Dispatch<BuilderAction>;
  /** The label input of this field gets `labelRef` (a newly added field is focused). */
  focusId: string | null;
  labelRef: Ref<HTMLInputElement>;
}

export function FieldList({ fields, domId, problems, expanded, onToggle, onRemove, dispatch, focusId, labelRef }: FieldListProps) {
  const { t } = useTranslation('builder');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => fields.findIndex((f) => f.id === id);
  const nameOf = (id: UniqueIdentifier) => fields[indexOf(id)]?.label.trim() || t('field.untitled');
  const position = (id: UniqueIdentifier | undefined) => ({ position: id === undefined ? 0 : indexOf(id) + 1, total: fields.length });

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.pickedUp', { label: nameOf(active.id), ...position(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dnd.movedOver', { label: nameOf(active.id), ...position(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('dnd.dropped', { label: nameOf(active.id), ...position(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('dnd.cancelled', { label: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    dispatch({ type: 'moveField', from: indexOf(active.id), to: indexOf(over.id) });
  };

  return (
    <DndContext
      id={`${domId}-dnd`}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3" aria-label={t('builder.fieldListLabel')}>
          {fields.map((field, index) => (
            <FieldCard
              key={field.id}
              field={field}
              index={index}
              total={fields.length}
              fields={fields}
              domId={`${domId}-${field.id.replace(/[^A-Za-z0-9_-]/g, '_')}`}
              problems={problems?.fields[field.id]}
              expanded={expanded.has(field.id)}
              onToggle={() => onToggle(field.id)}
              onMove={(to) => dispatch({ type: 'moveField', from: index, to })}
              onRemove={() => onRemove(field.id)}
              dispatch={dispatch}
              labelRef={field.id === focusId ? labelRef : undefined}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
