/**
 * The form builder (spec §2 /admin/forms, §4, §5, §8): the list of forms, and the builder with its
 * settings, the Add fields palette, the field list (edit mode) or the live preview (preview mode)
 * and Save Form. After a successful save the builder is reset and the list refreshed. Unsaved work
 * is never lost silently: leaving, opening another form or starting anew asks first, and a removed
 * field can be brought back with Undo.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Save } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBlocker } from 'react-router';
import { FIELD_TYPES, FORM_TYPES, type FieldType, type FormType } from '../../../../shared/constants.ts';
import { isPageFormType, type AdminForm } from '../../../../shared/contracts/form-admin.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { createForm, deleteForm, duplicateForm, formsQueryKey, getForm, listForms, publicFormPath, setFormActive, updateForm } from '../api/forms-admin.ts';
import { builderProblems, builderReducer, initialBuilderState, makeFieldId, removalOf, toSaveBody, type BuilderState } from '../lib/builder-state.ts';
import { BuilderPreview, type FormRenderer } from './builder-preview.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FieldList } from './field-list.tsx';
import { FIELD_TYPE_INFO } from './field-types.ts';
import { FormsList } from './forms-list.tsx';
import { errorClass, helpClass, inputClass, labelClass, smallButtonClass } from './ui.ts';

export interface FormBuilderPageProps {
  /** The accounts feature's 401 path (spec §6): answers true when it handled the error. */
  onUnauthorized: (error: unknown) => boolean;
  /** The visitor's renderer, for the preview. */
  Renderer: FormRenderer;
}

/** A 4xx the server explained (its message is already in the admin's language). */
const explained = (err: unknown): err is ApiError => err instanceof ApiError && err.status >= 400 && err.status < 500 && !!err.code;

export function FormBuilderPage({ onUnauthorized: redirectOn401, Renderer }: FormBuilderPageProps) {
  const { t } = useTranslation('builder');
  // Several calls may answer 401 at once (an action and the list's refresh): one toast, one redirect.
  const redirecting = useRef(false);
  const onUnauthorized = useCallback(
    (err: unknown) => {
      if (redirecting.current && err instanceof ApiError && err.status === 401) return true;
      const handled = redirectOn401(err);
      if (handled) redirecting.current = true;
      return handled;
    },
    [redirectOn401],
  );
  const domId = useId();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(builderReducer, initialBuilderState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [opened, setOpened] = useState<AdminForm | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState<null | (() => void)>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminForm | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const builderRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const paletteRef = useRef<HTMLDivElement>(null);
  const newLabelRef = useRef<HTMLInputElement>(null);

  const problems = useMemo(() => (showProblems ? builderProblems(state) : null), [showProblems, state]);

  const forms = useQuery({ queryKey: formsQueryKey, queryFn: ({ signal }) => listForms(signal) });
  useEffect(() => {
    if (forms.error) onUnauthorized(forms.error);
  }, [forms.error, onUnauthorized]);
  const refreshList = () => queryClient.invalidateQueries({ queryKey: formsQueryKey });

  /** A failed call: the 401 path, else a destructive toast with the server's reason or "try again later". */
  const failed = useCallback(
    (title: string) => (err: unknown) => {
      if (onUnauthorized(err)) return;
      toast({ variant: 'destructive', title, description: explained(err) ? err.message : t('toast.tryAgainLater') });
    },
    [onUnauthorized, t],
  );

  // Unsaved work: the browser asks before the tab is closed or reloaded, the router before it navigates away.
  useEffect(() => {
    if (!state.dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [state.dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => state.dirty && currentLocation.pathname !== nextLocation.pathname);

  // A newly added field: its label input gets the focus.
  useEffect(() => {
    if (!focusId || !newLabelRef.current) return;
    newLabelRef.current.focus();
    newLabelRef.current.select();
    setFocusId(null);
  }, [focusId, state.fields]);

  const resetBuilder = () => {
    dispatch({ type: 'reset' });
    setOpened(null);
    setShowProblems(false);
    setExpanded(new Set());
  };

  /** Runs `fn` at once, or after the founder agrees to drop unsaved changes. */
  const unlessDirty = (fn: () => void) => (stateRef.current.dirty ? setConfirmDiscard(() => fn) : fn());

  const toBuilder = (focus: 'title' | 'none' = 'title') => {
    builderRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    if (focus === 'title') titleRef.current?.focus({ preventScroll: true });
  };

  /* ---------------------------------------------------------------- saving */

  const save = useMutation({
    mutationFn: (s: BuilderState) => (s.editingId ? updateForm(s.editingId, toSaveBody(s)) : createForm(toSaveBody(s))),
    onSuccess: (form, s) => {
      if (s.editingId) toast({ title: t('toast.updatedTitle'), description: t('toast.updatedBody', { version: form.version }) });
      else toast({ title: t('toast.createdTitle'), description: t('toast.createdBody') });
      resetBuilder();
      void refreshList();
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
      const ids = Object.keys(found.fields);
      setExpanded((prev) => new Set([...prev, ...ids]));
      dispatch({ type: 'setMode', mode: 'edit' });
      toast({ variant: 'destructive', title: t('toast.validationTitle'), description: t('toast.fieldsBody') });
      return;
    }
    save.mutate(state);
  };

  /* ---------------------------------------------------------------- fields */

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

  /* ---------------------------------------------------------------- the list's actions */

  const open = (form: AdminForm) =>
    unlessDirty(async () => {
      setBusyId(form.id);
      try {
        const fresh = await getForm(form.id);
        dispatch({ type: 'load', form: fresh });
        setOpened(fresh);
        setShowProblems(false);
        setExpanded(new Set());
        toBuilder();
      } catch (err) {
        failed(t('toast.openFailedTitle'))(err);
        void refreshList();
      } finally {
        setBusyId(null);
      }
    });

  const startNew = () =>
    unlessDirty(() => {
      resetBuilder();
      toBuilder();
    });

  const useListAction = <T,>(fn: (form: AdminForm) => Promise<T>, done: (result: T, form: AdminForm) => void, failTitle: string) =>
    useMutation({
      mutationFn: async (form: AdminForm) => fn(form),
      onMutate: (form) => setBusyId(form.id),
      onSettled: () => {
        setBusyId(null);
        void refreshList();
      },
      onSuccess: (result, form) => done(result, form),
      onError: failed(failTitle),
    });

  const duplicate = useListAction(
    (form) => duplicateForm(form.id),
    (copy) => toast({ title: t('toast.duplicatedTitle'), description: t('toast.duplicatedBody', { title: copy.title }) }),
    t('toast.actionFailedTitle'),
  );
  const setActive = useListAction(
    ({ id, isActive }) => setFormActive(id, !isActive),
    (form) =>
      toast({
        title: form.isActive ? t('toast.activatedTitle') : t('toast.deactivatedTitle'),
        description: form.isActive
          ? isPageFormType(form.type)
            ? t('toast.activatedPageBody', { type: t(`types.${form.type}`) })
            : t('toast.activatedBody')
          : t('toast.deactivatedBody'),
      }),
    t('toast.actionFailedTitle'),
  );
  const remove = useListAction(
    (form) => deleteForm(form.id),
    (_r, form) => {
      toast({ title: t('toast.deletedTitle'), description: t('toast.deletedBody', { title: form.title }) });
      if (stateRef.current.editingId === form.id) resetBuilder();
    },
    t('toast.deleteFailedTitle'),
  );

  const copyLink = async (form: AdminForm) => {
    const url = new URL(publicFormPath(form.id), window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('toast.linkCopiedTitle'), description: url });
    } catch {
      toast({ title: t('toast.linkTitle'), description: url });
    }
  };

  /* ---------------------------------------------------------------- view */

  const titleError = problems?.title;
  const descriptionError = problems?.description;
  const typeChanged = opened ? opened.type !== state.type : true;
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
          forms={forms.data}
          status={forms.status}
          editingId={state.editingId}
          busyId={busyId}
          onRetry={() => void forms.refetch()}
          onEdit={open}
          onDuplicate={(form) => duplicate.mutate(form)}
          onSetActive={(form) => setActive.mutate(form)}
          onDelete={setDeleteTarget}
          onCopyLink={(form) => void copyLink(form)}
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
            <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <h3 className="font-semibold text-slate-900">{t('settings.title')}</h3>
              <div>
                <label htmlFor={`${domId}-title`} className={labelClass}>
                  {t('settings.formTitle')}
                  <span aria-hidden="true" className="ml-0.5 text-red-600">
                    *
                  </span>
                </label>
                <input
                  id={`${domId}-title`}
                  ref={titleRef}
                  type="text"
                  maxLength={200}
                  value={state.title}
                  placeholder={t('settings.formTitlePlaceholder')}
                  onChange={(e) => dispatch({ type: 'setTitle', value: e.target.value })}
                  className={inputClass(!!titleError)}
                  aria-required
                  aria-invalid={titleError ? true : undefined}
                  aria-describedby={titleError ? `${domId}-title-error` : undefined}
                />
                {titleError && (
                  <p id={`${domId}-title-error`} className={errorClass}>
                    {t(titleError)}
                  </p>
                )}
              </div>
              <div>
                <label htmlFor={`${domId}-description`} className={labelClass}>
                  {t('settings.description')}
                  <span aria-hidden="true" className="ml-0.5 text-red-600">
                    *
                  </span>
                </label>
                <textarea
                  id={`${domId}-description`}
                  ref={descriptionRef}
                  rows={3}
                  maxLength={2000}
                  value={state.description}
                  placeholder={t('settings.descriptionPlaceholder')}
                  onChange={(e) => dispatch({ type: 'setDescription', value: e.target.value })}
                  className={inputClass(!!descriptionError)}
                  aria-required
                  aria-invalid={descriptionError ? true : undefined}
                  aria-describedby={descriptionError ? `${domId}-description-error` : undefined}
                />
                {descriptionError && (
                  <p id={`${domId}-description-error`} className={errorClass}>
                    {t(descriptionError)}
                  </p>
                )}
              </div>
              <div>
                <label htmlFor={`${domId}-type`} className={labelClass}>
                  {t('settings.type')}
                </label>
                <select
                  id={`${domId}-type`}
                  value={state.type}
                  onChange={(e) => dispatch({ type: 'setFormType', value: e.target.value as FormType })}
                  className={inputClass()}
                  aria-describedby={`${domId}-type-help`}
                >
                  {FORM_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`types.${type}`)}
                    </option>
                  ))}
                </select>
                <p id={`${domId}-type-help`} className={helpClass}>
                  {t(`typeHelp.${state.type}`)}
                  {isPageFormType(state.type) && typeChanged && ` ${t('settings.replacesNote')}`}
                </p>
              </div>
            </div>

            <div ref={paletteRef} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" role="group" aria-labelledby={`${domId}-palette`}>
              <h3 id={`${domId}-palette`} className="font-semibold text-slate-900">
                {t('palette.title')}
              </h3>
              <p id={`${domId}-palette-help`} className={`${helpClass} mb-3`}>
                {t('palette.help')}
              </p>
              <div className="grid grid-cols-2 gap-2" data-testid="field-palette">
                {FIELD_TYPES.map((type) => {
                  const Icon = FIELD_TYPE_INFO[type].icon;
                  return (
                    <button
                      key={type}
                      type="button"
                      onClick={() => addField(type)}
                      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-left text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50"
                      aria-describedby={`${domId}-palette-help`}
                    >
                      <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                      {t(`fieldTypes.${type}`)}
                    </button>
                  );
                })}
              </div>
              {problems?.noFields && <p className={errorClass}>{t(problems.noFields)}</p>}
            </div>
          </div>

          <div className="min-w-0">
            <Tabs.Root value={state.mode} onValueChange={(mode) => dispatch({ type: 'setMode', mode: mode as BuilderState['mode'] })}>
              <Tabs.List className="mb-4 inline-flex rounded-full bg-slate-100 p-1" aria-label={t('builder.modeLabel')}>
                {(['edit', 'preview'] as const).map((mode) => (
                  <Tabs.Trigger
                    key={mode}
                    value={mode}
                    className="min-h-10 rounded-full px-5 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
                  >
                    {t(`builder.mode.${mode}`)}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="edit" className="focus-visible:outline-none">
                {state.fields.length === 0 ? (
                  <p className="rounded-2xl border-2 border-dashed border-slate-200 p-8 text-center text-slate-500">{t('builder.noFields')}</p>
                ) : (
                  <>
                    <p className="mb-3 text-sm text-slate-500">{t('builder.reorderHelp')}</p>
                    <FieldList
                      fields={state.fields}
                      domId={domId}
                      problems={problems}
                      expanded={expanded}
                      onToggle={toggle}
                      onRemove={removeField}
                      dispatch={dispatch}
                      focusId={focusId}
                      labelRef={newLabelRef}
                    />
                  </>
                )}
              </Tabs.Content>
              <Tabs.Content value="preview" className="focus-visible:outline-none">
                <BuilderPreview title={state.title} description={state.description} fields={state.fields} Renderer={Renderer} />
              </Tabs.Content>
            </Tabs.Root>

            {/* Save Form on the left: toasts appear at the bottom right. */}
            <div className="sticky bottom-0 z-20 -mx-4 mt-6 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
              <button type="button" className="btn-primary" onClick={onSave} disabled={save.isPending} aria-busy={save.isPending || undefined}>
                <Save aria-hidden="true" className="size-4" />
                {save.isPending ? t('builder.saving') : t('builder.save')}
              </button>
              <p className="text-sm text-slate-600" role="status">
                {state.dirty && !save.isPending ? t('builder.unsaved') : ''}
              </p>
            </div>
          </div>
        </div>
      </section>

      <ConfirmDialog
        open={confirmDiscard !== null}
        onOpenChange={(o) => !o && setConfirmDiscard(null)}
        title={t('discard.title')}
        description={t('discard.body')}
        cancelLabel={t('discard.keep')}
        confirm={{
          label: t('discard.confirm'),
          destructive: true,
          onConfirm: () => {
            const next = confirmDiscard;
            setConfirmDiscard(null);
            resetBuilder();
            next?.();
          },
        }}
        testId="discard-dialog"
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(o) => !o && blocker.state === 'blocked' && blocker.reset()}
        title={t('leave.title')}
        description={t('leave.body')}
        cancelLabel={t('discard.keep')}
        confirm={{ label: t('leave.confirm'), destructive: true, onConfirm: () => blocker.state === 'blocked' && blocker.proceed() }}
      />
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(o) => !o && setDeleteTarget(null)}
        title={t('delete.title', { title: deleteTarget?.title ?? '' })}
        description={
          deleteTarget && deleteTarget.responseCount > 0 ? (
            <p>{t('delete.hasResponses', { count: deleteTarget.responseCount })}</p>
          ) : (
            <p>{t('delete.body')}</p>
          )
        }
        cancelLabel={t('delete.cancel')}
        confirm={
          deleteTarget && deleteTarget.responseCount === 0
            ? {
                label: t('delete.confirm'),
                destructive: true,
                onConfirm: () => {
                  const target = deleteTarget;
                  setDeleteTarget(null);
                  remove.mutate(target);
                },
              }
            : undefined
        }
        alternative={
          deleteTarget && deleteTarget.responseCount > 0 && deleteTarget.isActive
            ? {
                label: t('delete.deactivateInstead'),
                onSelect: () => {
                  const target = deleteTarget;
                  setDeleteTarget(null);
                  setActive.mutate(target);
                },
              }
            : undefined
        }
        testId="delete-dialog"
      />
    </div>
  );
}
