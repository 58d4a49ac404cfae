/** Services (spec §2): the services in display order, 50 a page, found by title, address or category and by kind; Create New Service, Edit Service, delete with confirmation. */
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { SERVICE_SORTS, type AdminService, type ServiceSort } from '../../../../shared/contracts/admin.ts';
import { OFFERING_KINDS, type OfferingKind } from '../../../../shared/constants.ts';
import { SearchField } from '../../../components/ui/form/search-field.tsx';
import { SelectField } from '../../../components/ui/form/text-fields.tsx';
import { formatInr } from '../../../../shared/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ServiceIcon } from '../../services/components/service-icon.tsx';
import { useAdminServices, useDeleteService } from '../api/services.ts';
import { errorToast } from '../lib/errors.ts';
import { usePageFor } from '../lib/use-page-for.ts';
import { Pager } from './pager.tsx';
import { SortField } from './sort-field.tsx';
import { ServiceDialog } from './service-dialog.tsx';
import { Badge, EmptyState, ErrorState, Loading, TabHeader } from './states.tsx';
import { formatDuration } from '../../../../shared/duration.ts';
import { TranslationStatus } from './translation-status.tsx';
import { AdminPackages } from '../../packages/admin-packages.tsx';

export function ServicesTab() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<OfferingKind | ''>('');
  const [sort, setSort] = useState<ServiceSort>('order');
  const q = useDeferredValue(query.trim());
  // Another search, filter or order starts on page 1.
  const [page, setPage] = usePageFor({ q, kind, sort });
  const services = useAdminServices({ page, q: q || undefined, kind: kind || undefined, sort });
  const filtered = !!(q || kind);
  const remove = useDeleteService();
  const [dialog, setDialog] = useState<{ service: AdminService | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminService | null>(null);

  async function confirmDelete(service: AdminService) {
    try {
      await remove.mutateAsync(service.id);
      toast({ title: t('services.deleted'), description: service.title });
    } catch (err) {
      errorToast(t('services.deleteFailed'), err, t);
    }
  }

  const createButton = (
    <button type="button" className="btn-primary" onClick={() => setDialog({ service: null })} data-testid="create-service">
      <Plus aria-hidden="true" className="size-4" />
      {t('services.create')}
    </button>
  );

  return (
    <section aria-labelledby="services-heading">
      <TabHeader id="services-heading" title={t('services.title')} description={services.data ? t('services.count', { count: services.data.total }) : undefined} actions={createButton} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-end">
        <SearchField
          label={t('services.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('services.searchPlaceholder')}
          data-testid="services-search"
        />
        <SelectField
          label={t('services.kindFilter')}
          value={kind}
          onChange={(e) => setKind(e.target.value as OfferingKind | '')}
          options={[{ value: '', label: t('services.allKinds') }, ...OFFERING_KINDS.map((k) => ({ value: k, label: t(`services.kinds.${k}`) }))]}
          data-testid="services-kind"
        />
        <SortField
          value={sort}
          orders={{ list: 'services', values: SERVICE_SORTS }}
          onChange={setSort}
          testId="services-sort"
        />
      </div>
      {services.isPending ? (
        <Loading />
      ) : services.isError ? (
        <ErrorState error={services.error} onRetry={() => services.refetch()} />
      ) : services.data.total === 0 ? (
        filtered ? <EmptyState>{t('services.noMatch')}</EmptyState> : <EmptyState action={createButton}>{t('services.empty')}</EmptyState>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="services-list">
            {services.data.items.map((s) => (
              <li key={s.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="service-row">
                <div className="flex items-start gap-3">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <ServiceIcon name={s.iconName} />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900" data-testid="service-title">
                      {s.title}
                    </p>
                    <div className="mt-1 flex flex-wrap gap-1.5">
                      <Badge tone="brand">{t(`services.categories.${s.category}`, { defaultValue: s.category })}</Badge>
                      {s.kind === 'course' && <Badge tone="amber">{t('services.kinds.course')}</Badge>}
                      {!s.isActive && <Badge tone="red">{t('services.hidden')}</Badge>}
                      <TranslationStatus missing={s.missingLanguages} />
                    </div>
                  </div>
                </div>
                <p className="mt-3 line-clamp-2 text-sm text-slate-600">{s.description}</p>
                <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-slate-500">{t('services.fields.price')}</dt>
                    <dd className="font-semibold text-slate-800">{formatInr(s.priceInr, lang)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500">{t('services.fields.duration')}</dt>
                    <dd className="font-semibold text-slate-800">{s.duration || formatDuration(s.durationMinutes, lang)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500">{t('services.fields.sortOrder')}</dt>
                    <dd className="font-semibold text-slate-800">{s.sortOrder}</dd>
                  </div>
                </dl>
                <p className="mt-2 text-xs text-slate-500">{t('services.featureCount', { count: s.features.length })}</p>
                <div className="mt-auto flex gap-2 pt-4">
                  <button type="button" className="btn-secondary flex-1" onClick={() => setDialog({ service: s })} data-testid="edit-service">
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('actions.edit')}
                    <span className="sr-only">: {s.title}</span>
                  </button>
                  <button type="button" className="btn flex-1 border border-red-200 text-red-700 hover:bg-red-50" onClick={() => setDeleting(s)} data-testid="delete-service">
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('actions.delete')}
                    <span className="sr-only">: {s.title}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={services.data.page} pageSize={services.data.pageSize} total={services.data.total} onPage={setPage} list={t('services.title')} testId="services-pager" />
        </>
      )}

      <AdminPackages />

      <ServiceDialog open={!!dialog} onOpenChange={(open) => !open && setDialog(null)} service={dialog?.service ?? null} />

      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        testId="delete-service-dialog"
        title={t('services.deleteTitle')}
        description={deleting ? t('services.deleteConfirm', { title: deleting.title }) : ''}
        cancelLabel={t('actions.cancel')}
        confirm={deleting ? { label: t('actions.delete'), destructive: true, onConfirm: () => void confirmDelete(deleting) } : undefined}
      />
    </section>
  );
}
