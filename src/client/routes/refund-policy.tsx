import { PolicyPage } from '../features/legal/components/policy-page.tsx';

/** Sections of spec §2 "Refund policy", in order. */
const SECTIONS = ['services', 'rationale', 'beforePurchase', 'changes', 'payment', 'disputes', 'agreement', 'contact'] as const;

export default function RefundPolicy() {
  return <PolicyPage policy="refund" sections={SECTIONS} />;
}
