import { Briefcase, GraduationCap, Heart, Sprout, Users, UsersRound } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

/** The six groups who benefit (spec §2 Home and About). */
export const BENEFICIARY_GROUPS = [
  { key: 'students', Icon: GraduationCap },
  { key: 'couples', Icon: Heart },
  { key: 'families', Icon: Users },
  { key: 'entrepreneurs', Icon: Briefcase },
  { key: 'parents', Icon: Sprout },
  { key: 'seniors', Icon: UsersRound },
] as const;

export function Beneficiaries() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="who-benefits" className="content-auto container-page py-14">
      <SectionHeading id="who-benefits" badge={t('beneficiaries.badge')} title={t('beneficiaries.title')} description={t('beneficiaries.description')} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFICIARY_GROUPS.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-500/20 text-accent-600">
              <Icon aria-hidden="true" className="size-5 text-amber-800" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(`beneficiaries.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`beneficiaries.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
