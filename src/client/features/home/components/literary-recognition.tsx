import { BookOpen, Languages, Mic } from 'lucide-react';
import { useSite } from '../../../lib/root-data.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const POINTS = [
  { key: 'books', Icon: BookOpen },
  { key: 'gujarati', Icon: Languages },
  { key: 'speaker', Icon: Mic },
] as const;

/** Literary recognition: the founder as author and speaker, leading to the books further down. */
export function LiteraryRecognition() {
  const { t } = useTranslation('home');
  const founder = useSite().founder.name;
  return (
    <section aria-labelledby="literary" className="content-auto bg-amber-50 py-14">
      <div className="container-page">
        <SectionHeading id="literary" badge={t('literary.badge')} title={t('literary.title')} description={t('literary.description', { founder })} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {POINTS.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 text-center shadow-sm">
              <Icon aria-hidden="true" className="mx-auto size-8 text-amber-800" />
              <p className="mt-3 font-semibold text-slate-900">{t(`literary.points.${key}.title`)}</p>
              <p className="mt-1 text-sm text-slate-700">{t(`literary.points.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <a href="#books" className="font-semibold text-brand-800 underline underline-offset-4">
            {t('literary.cta')}
          </a>
        </p>
      </div>
    </section>
  );
}
