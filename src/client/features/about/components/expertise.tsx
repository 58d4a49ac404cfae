import { BarChart3, Heart, Sparkles } from 'lucide-react';
import { useSite } from '../../../lib/root-data.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const AREAS = [
  { key: 'report', Icon: BarChart3, category: 'analysis' },
  { key: 'healing', Icon: Sparkles, category: 'healing' },
  { key: 'coaching', Icon: Heart, category: 'coaching' },
] as const;

/** Three areas of expertise, each leading to its services. */
export function Expertise() {
  const { t } = useTranslation('about');
  const founder = useSite().founder.name;
  return (
    <section aria-labelledby="expertise" className="content-auto bg-slate-50 py-14">
      <div className="container-page">
        <SectionHeading id="expertise" badge={t('expertise.badge')} title={t('expertise.title')} description={t('expertise.description', { founder })} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {AREAS.map(({ key, Icon, category }) => (
            <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`expertise.${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-700">{t(`expertise.${key}.text`)}</p>
              <Link to={`/services?category=${category}`} className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline">
                {t('expertise.seeServices')}
                <span className="sr-only">: {t(`expertise.${key}.title`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
