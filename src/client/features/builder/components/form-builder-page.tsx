/**
 * The form builder (spec §2 /admin/forms, §4, §5, §8): the list of forms, and the builder with its
 * settings, the Add fields palette, the field list (edit mode) or the live preview (preview mode)
 * and Save Form. After a successful save the builder is reset and the list refreshed. Unsaved work
 * is never lost silently: leaving, opening another form or starting anew asks first, and a removed
 * field can be brought back with Undo. This module holds the builder's state and composes the parts.
 */
import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { FieldType } from '../../../../shared/constants.ts';
import type { AdminForm } from '../../../../shared/contracts/form-admin.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { createForm, getForm, updateForm } from '../api/forms-admin.ts';
import { builderProblems, builderReducer, initialBuilderState, makeFieldId, removalOf, toSaveBody, type BuilderState } from '../lib/builder-state.ts';
import { DeleteFormDialog, DiscardDialog, LeaveDialog } from './builder-dialogs.tsx';
import type { FormRenderer } from './builder-preview.tsx';
import { BuilderSettings } from './builder-settings.tsx';
import { BuilderWorkspace } from './builder-workspace.tsx';
import { FieldPalette } from './field-palette.tsx';
import { FormsList } from './forms-list.tsx';
import { smallButtonClass } from './ui.ts';
import { useBuilderFailures } from './use-builder-failures.ts';
import { useFormsList } from './use-forms-list.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

export interface FormBuilderPageProps {
  /** The accounts feature's 401 path (spec §6): answers true when it handled the error. */
  onUnauthorized: (error: unknown) => boolean;
  /** The visitor's renderer, for the preview. */
  Renderer: FormRenderer;
}

export function FormBuilderPage({ onUnauthorized: redirectOn401, Renderer }: FormBuilderPageProps) {
  const { t } = useTranslation('builder');
  const { onUnauthorized, failed } = useBuilderFailures(redirectOn401);
  const domId = useId();
  const [state, dispatch] = useReducer(builderReducer, initialBuilderState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [opened, setOpened] = useState<AdminForm | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState<null | (() => void)>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminForm | null>(null);
  const builderRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const paletteRef = useRef<HTMLDivElement>(null);
  const newLabelRef = useRef<HTMLInputElement>(null);

  const problems = useMemo(() => (showProblems ? builderProblems(state) : null), [showProblems, state]);
  const blocker = useUnsavedChanges(state.dirty);

  const resetBuilder = () => {
    dispatch({ type: 'reset' });
    setOpened(null);
    setShowProblems(false);
    setExpanded(new Set());
  };

  const list = useFormsList({ failed, onUnauthorized, onDeleted: (form) => stateRef.current.editingId === form.id && resetBuilder() });

  // A newly added field: its label input gets the focus.
  useEffect(() => {
    if (!focusId || !newLabelRef.current) return;
    newLabelRef.current.focus();
    newLabelRef.current.select();
    setFocusId(null);
  }, [focusId, state.fields]);

  /** Runs `fn` at once, or after the founder agrees to drop unsaved changes. */
  const unlessDirty = (fn: () => void) => (stateRef.current.dirty ? setConfirmDiscard(() => fn) : fn());

  const toBuilder = () => {
    builderRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  };

  const save = useMutation({
    mutationFn: (s: BuilderState) => (s.editingId ? updateForm(s.editingId, toSaveBody(s)) : createForm(toSaveBody(s))),
    onSuccess: (form, s) => {
      if (s.editingId) toast({ title: t('toast.updatedTitle'), description: t('toast.updatedBody', { version: form.version }) });
      else toast({ title: t('toast.createdTitle'), description: t('toast.createdBody') });
      resetBuilder();
      void list.refresh();
    },
    onError: (err, s) => failed(s.editingId ? t('toast.updateFailedTitle') : t('toast.createFailedTitle'))(err),
  });

  const onSave = () => {
    const found = builderProblems(state);
    setShowProblems(true);
    if (found.saveRule) {
      toast({ variant: 'destructive', title: t('toast.validationTitle'), description: t('toast.validationBody') });
      if (found.title) titleRef.current?.focus();
      else if (found.description) descriptionRef.current?.focus();
      else paletteRef.current?.querySelector('button')?.focus();
      return;
    }
    if (!found.ok) {
      setExpanded((prev) => new Set([...prev, ...Object.keys(found.fields)]));
      dispatch({ type: 'setMode', mode: 'edit' });
      toast({ variant: 'destructive', title: t('toast.validationTitle'), description: t('toast.fieldsBody') });
      return;
    }
    save.mutate(state);
  };

  const addField = (type: FieldType) => {
    const id = makeFieldId(type, new Set(state.fields.map((f) => f.id)));
    dispatch({ type: 'addField', fieldType: type, id });
    dispatch({ type: 'setMode', mode: 'edit' });
    setExpanded((prev) => new Set(prev).add(id));
    setFocusId(id);
  };

  const removeField = (id: string) => {
    const removal = removalOf(stateRef.current, id);
    if (!removal) return;
    dispatch({ type: 'removeField', id });
    toast({
      title: t('toast.fieldRemoved', { label: removal.field.label.trim() || t('field.untitled') }),
      action: { label: t('toast.undo'), onClick: () => dispatch({ type: 'restoreField', removal }) },
    });
  };

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const open = (form: AdminForm) =>
    unlessDirty(async () => {
      list.setBusyId(form.id);
      try {
        const fresh = await getForm(form.id);
        dispatch({ type: 'load', form: fresh });
        setOpened(fresh);
        setShowProblems(false);
        setExpanded(new Set());
        toBuilder();
      } catch (err) {
        failed(t('toast.openFailedTitle'))(err);
        void list.refresh();
      } finally {
        list.setBusyId(null);
      }
    });

  const startNew = () =>
    unlessDirty(() => {
      resetBuilder();
      toBuilder();
    });

  const heading = state.editingId ? t('builder.editTitle', { title: opened?.title ?? state.title }) : t('builder.newTitle');

  return (
    <div className="space-y-12">
      <section aria-labelledby={`${domId}-list`} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${domId}-list`} className="text-2xl font-bold text-slate-900">
            {t('list.title')}
          </h2>
          <button type="button" className="btn-secondary" onClick={startNew}>
            <Plus aria-hidden="true" className="size-4" />
            {t('list.new')}
          </button>
        </div>
        <FormsList
          forms={list.forms.data}
          status={list.forms.status}
          editingId={state.editingId}
          busyId={list.busyId}
          onRetry={() => void list.forms.refetch()}
          onEdit={open}
          onDuplicate={(form) => list.duplicate.mutate(form)}
          onSetActive={(form) => list.setActive.mutate(form)}
          onDelete={setDeleteTarget}
          onCopyLink={(form, lang) => void list.copyLink(form, lang)}
        />
      </section>

      <section ref={builderRef} aria-labelledby={`${domId}-builder`} className="scroll-mt-20" data-testid="form-builder">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h2 id={`${domId}-builder`} className="break-words text-2xl font-bold text-slate-900">
              {heading}
            </h2>
            {opened && <p className="text-sm text-slate-600">{t('builder.versionNote', { version: opened.version, next: opened.version + 1 })}</p>}
          </div>
          {(state.editingId || state.dirty) && (
            <button type="button" className={smallButtonClass} onClick={startNew}>
              {state.editingId ? t('builder.closeEditing') : t('builder.clear')}
            </button>
          )}
        </div>

        <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
          <div className="space-y-6 lg:sticky lg:top-20">
            <BuilderSettings
              domId={domId}
              state={state}
              dispatch={dispatch}
              problems={problems}
              typeChanged={opened ? opened.type !== state.type : true}
              titleRef={titleRef}
              descriptionRef={descriptionRef}
            />
            <FieldPalette ref={paletteRef} domId={domId} onAdd={addField} error={problems?.noFields} />
          </div>
          <BuilderWorkspace
            state={state}
            dispatch={dispatch}
            list={{ domId, problems, expanded, onToggle: toggle, onRemove: removeField, focusId, labelRef: newLabelRef }}
            Renderer={Renderer}
            saving={save.isPending}
            onSave={onSave}
          />
        </div>
      </section>

      <DiscardDialog
        pending={confirmDiscard}
        onClose={() => setConfirmDiscard(null)}
        onDiscard={(then) => {
          setConfirmDiscard(null);
          resetBuilder();
          then();
        }}
      />
      <LeaveDialog blocker={blocker} />
      <DeleteFormDialog form={deleteTarget} onClose={() => setDeleteTarget(null)} onDelete={(form) => list.remove.mutate(form)} onDeactivate={(form) => list.setActive.mutate(form)} />
    </div>
  );
}
