import { useTranslation } from '../i18n/react.tsx';
import { useSite } from '../lib/root-data.ts';
import type { Route } from './+types/personal-consultancy';
import { redirect } from 'react-router';
import { bookingPath, findService } from '../../shared/service-paths.ts';
import { localizePath } from '../../shared/language-address.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { ConsultancyHero } from '../features/consultancy/components/consultancy-hero.tsx';
import { ConsultancyServices } from '../features/consultancy/components/consultancy-services.tsx';
import { appContext } from '../lib/app-context.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

import { ConsultancyMore } from '../features/consultancy/components/consultancy-more.tsx';
import { keepWhatWasTyped } from '../components/ui/form/action-form.tsx';
import { formResponseAction } from './dynamic-form.server.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['consultancy', 'forms'] };

const FORM_ANCHOR = 'consultancy-form';

/** The request form's post (a form response), with or without the page's script: routes/dynamic-form.server.ts. */
export const action = (args: Route.ActionArgs) => formResponseAction(args);

/** With the script: the same post, and what was typed stays if it gets no answer. */
export const clientAction = keepWhatWasTyped;

/**
 * ?service= (a slug or id, as "Book now" sends it) preselects one of the catalogue's consultations;
 * with &book (the services' "Book" button: features/consultancy/components/consultancy-services.tsx)
 * the visitor goes on to its booking page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { reads, lang } = context.get(appContext);
  const [form, services] = await Promise.all([reads.activeForm('personal_consultancy'), reads.listServices(lang)]);
  const consultations = services.filter((s) => s.kind === 'consultation');
  const query = new URL(request.url).searchParams;
  const selected = findService(consultations, query.get('service'));
  if (selected && query.has('book')) throw redirect(localizePath(bookingPath(selected), lang));
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
