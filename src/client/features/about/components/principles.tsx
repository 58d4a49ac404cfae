import { Brain, CheckCircle, Ear, Sprout } from 'lucide-react';
import { useSite } from '../../../lib/root-data.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const PRINCIPLES = [
  { key: 'listen', Icon: Ear },
  { key: 'whole', Icon: Brain },
  { key: 'practical', Icon: CheckCircle },
  { key: 'independence', Icon: Sprout },
] as const;

/** The founder's journey and the four principles (home "journey and principles", about "journey"). */
export function JourneyAndPrinciples({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('about');
  const founder = useSite().founder.name;
  return (
    <section aria-labelledby="journey" className="content-auto container-page py-14">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <SectionHeading id="journey" badge={t('journey.badge')} title={t('journey.title')} align="left" level={headingLevel} />
          <div className="mt-5 space-y-4 text-slate-700">
            <p>{t('journey.p1', { founder })}</p>
            <p>{t('journey.p2')}</p>
            <p>{t('journey.p3')}</p>
          </div>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{t('principles.title')}</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {PRINCIPLES.map(({ key, Icon }) => (
              <li key={key} className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <p className="mt-3 font-semibold text-slate-900">{t(`principles.${key}.title`)}</p>
                <p className="mt-1 text-sm text-slate-700">{t(`principles.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
