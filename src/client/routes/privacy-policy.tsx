import type { Route } from './+types/privacy-policy';
import { PolicyPage } from '../features/legal/components/policy-page.tsx';
import { appContext } from '../lib/app-context.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The translation namespaces this page uses; it carries only the strings it shows (no interaction adds any: ADR 0014). */
export const handle: I18nHandle = { i18n: ['legal'], embed: 'shown' };

/** Sections of spec §2 "Privacy policy", in order. */
const SECTIONS = ['collected', 'use', 'sharing', 'security', 'rights', 'cookies', 'changes', 'contact'] as const;

/** The founder's own text of the policy (Site content), when she wrote one. */
export async function loader({ context }: Route.LoaderArgs) {
  const { reads, lang } = context.get(appContext);
  return { text: (await reads.siteContent(lang)).policies.privacy };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy="privacy" sections={SECTIONS} text={loaderData.text} />;
}
