import { useTranslation } from '../i18n/react.tsx';
import { useSite } from '../lib/root-data.ts';
import type { Route } from './+types/webinar-registration';
import { formatInr } from '../../shared/money.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { WebinarSignupSection } from '../features/webinar-page/components/webinar-signup.tsx';
import { NextWebinarCard } from '../features/webinar-page/components/next-webinar-card.tsx';
import { WebinarExpectations } from '../features/webinar-page/components/webinar-expectations.tsx';
import { WebinarHero } from '../features/webinar-page/components/webinar-hero.tsx';
import { nextWebinar, webinarSchedule } from '../features/webinar-page/lib/next-webinar.ts';
import { appContext } from '../lib/app-context.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { keepWhatWasTyped } from '../components/ui/form/action-form.tsx';

import { webinarRegistrationAction } from './webinar-registration.server.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['webinar-page', 'forms', 'event-registration', 'registration'] };

/** The page's form's post (the short one, the founder's, or a form response), with or without the page's script. */
export const action = (args: Route.ActionArgs) => webinarRegistrationAction(args);

/** With the script: the same post, and what was typed stays if it gets no answer (components/ui/form/action-form.tsx). */
export const clientAction = keepWhatWasTyped;

const FORM_ANCHOR = 'webinar-form';

export async function loader({ context }: Route.LoaderArgs) {
  const { reads, lang } = context.get(appContext);
  const [form, webinars] = await Promise.all([reads.activeForm('webinar_registration'), reads.listWebinars(lang)]);
  const next = nextWebinar(webinars, new Date());
  return {
    form,
    // This rendering's key for the short form (signup.server.ts: the same answers posted twice are one registration).
    formKey: crypto.randomUUID(),
    // Formatted here, once, so the server's and the browser's clocks and locales cannot disagree.
    webinar: next && {
      id: next.id,
      priceInr: next.priceInr,
      category: next.category,
      title: next.title,
      shortDescription: next.shortDescription,
      price: next.priceInr === 0 ? null : formatInr(next.priceInr, lang),
      schedule: webinarSchedule(next, lang),
    },
  };
}

export default function WebinarRegistration({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('webinar-page');
  const founder = useSite().founder.name;
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description', { founder })} />
      <WebinarHero founder={founder} formAnchor={FORM_ANCHOR} aside={<NextWebinarCard webinar={loaderData.webinar} />} />

      {/* The next webinar's registration (seat, e-mail, invite), the same as /register and the event cards make. */}
      <WebinarSignupSection anchor={FORM_ANCHOR} form={loaderData.form} webinar={loaderData.webinar} formKey={loaderData.formKey} />

      <WebinarExpectations founder={founder} />
    </>
  );
}
