import { PolicyPage } from '../features/legal/components/policy-page.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The translation namespaces this page uses; it carries only the strings it shows (no interaction adds any: ADR 0014). */
export const handle: I18nHandle = { i18n: ['legal', 'ledger', 'agenda'], embed: 'shown' };

/** Sections of spec §2 "Refund policy", in order. */
const SECTIONS = ['services', 'rationale', 'beforePurchase', 'changes', 'payment', 'disputes', 'agreement', 'contact'] as const;

export default function RefundPolicy() {
  return <PolicyPage policy="refund" sections={SECTIONS} />;
}
