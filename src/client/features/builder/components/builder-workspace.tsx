/**
 * The builder's right-hand side: the Edit and Preview tabs (the field list, or the form as visitors
 * will see it) and the Save Form bar that stays at the bottom of the screen.
 */
import { Save } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ComponentProps, Dispatch } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { BuilderAction, BuilderState } from '../lib/builder-state.ts';
import { BuilderPreview, type FormRenderer } from './builder-preview.tsx';
import { FieldList } from './field-list.tsx';

type ListProps = Omit<ComponentProps<typeof FieldList>, 'fields' | 'dispatch'>;

export function BuilderWorkspace({
  state,
  dispatch,
  list,
  Renderer,
  saving,
  onSave,
}: {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  list: ListProps;
  Renderer: FormRenderer;
  saving: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation('builder');
  return (
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
              <FieldList fields={state.fields} dispatch={dispatch} {...list} />
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="preview" className="focus-visible:outline-none">
          <BuilderPreview title={state.title} description={state.description} fields={state.fields} Renderer={Renderer} />
        </Tabs.Content>
      </Tabs.Root>

      {/* Save Form on the left: toasts appear at the bottom right. */}
      <div className="sticky bottom-0 z-20 -mx-4 mt-6 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <button type="button" className="btn-primary" onClick={onSave} disabled={saving} aria-busy={saving || undefined}>
          <Save aria-hidden="true" className="size-4" />
          {saving ? t('builder.saving') : t('builder.save')}
        </button>
        <p className="text-sm text-slate-600" role="status">
          {state.dirty && !saving ? t('builder.unsaved') : ''}
        </p>
      </div>
    </div>
  );
}
