import { Lightbulb, MessageCircle, Users, Wind, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';

const ITEMS: ReadonlyArray<{ key: 'patterns' | 'techniques' | 'questions' | 'community'; icon: LucideIcon }> = [
  { key: 'patterns', icon: Lightbulb },
  { key: 'techniques', icon: Wind },
  { key: 'questions', icon: MessageCircle },
  { key: 'community', icon: Users },
];

export function WebinarExpectations({ founder }: { founder: string }) {
  const { t } = useTranslation('webinar-page');
  return (
    <section aria-labelledby="webinar-expectations" className="content-auto bg-brand-50/60">
      <div className="container-page py-12">
        <h2 id="webinar-expectations" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('expectations.title')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ITEMS.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(`expectations.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`expectations.${key}.text`, { founder })}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
