import { PolicyPage } from '../features/legal/components/policy-page.tsx';

/** Sections of spec §2 "Privacy policy", in order. */
const SECTIONS = ['collected', 'use', 'sharing', 'security', 'rights', 'cookies', 'changes', 'contact'] as const;

export default function PrivacyPolicy() {
  return <PolicyPage policy="privacy" sections={SECTIONS} />;
}
