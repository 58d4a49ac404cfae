import { useTranslation } from '../i18n/react.tsx';
import { useSite } from '../lib/root-data.ts';
import type { Route } from './+types/personal-consultancy';
import { findService } from '../../shared/service-paths.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { ConsultancyHero } from '../features/consultancy/components/consultancy-hero.tsx';
import { ConsultancyServices } from '../features/consultancy/components/consultancy-services.tsx';
import { formIsland } from '../components/ui/form/form-island.tsx';
import { appContext } from '../lib/app-context.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** Below the services, with the form: an island (components/ui/form/form-island.tsx), its code loads at the visitor's first tap, key or focus. */
const ConsultancyMore = formIsland(() => import('../features/consultancy/components/consultancy-more.tsx').then((m) => m.ConsultancyMore));

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['consultancy', 'forms'], hydrate: 'at-first-interaction' };

const FORM_ANCHOR = 'consultancy-form';

/** ?service= (a slug or id, as "Book now" sends it) preselects one of the catalogue's consultations. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { reads, lang } = context.get(appContext);
  const [form, services] = await Promise.all([reads.activeForm('personal_consultancy'), reads.listServices(lang)]);
  const consultations = services.filter((s) => s.kind === 'consultation');
  const selected = findService(consultations, new URL(request.url).searchParams.get('service'));
  return { form, consultations, selectedId: selected?.id ?? null };
}

export default function PersonalConsultancy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('consultancy');
  const founder = useSite().founder.name;
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description', { founder })} />
      {/* Book leads to the consultations to choose from, each with its booking page (issue 19). */}
      <ConsultancyHero founder={founder} bookAnchor="consultancy-services" />
      {/* A new ?service= (a link from elsewhere) starts a fresh choice. */}
      <ConsultancyServices key={loaderData.selectedId ?? ''} consultations={loaderData.consultations} selectedId={loaderData.selectedId} />
      <ConsultancyMore formAnchor={FORM_ANCHOR} form={loaderData.form} founder={founder} />
    </>
  );
}
