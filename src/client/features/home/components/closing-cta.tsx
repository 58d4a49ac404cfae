import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';

/** The closing call to action: a free webinar (/register) or a message (/contact). */
export function ClosingCta() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="closing-cta" className="container-page py-14">
      <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="closing-cta" className="text-2xl font-bold sm:text-3xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-100">{t('cta.description')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/register" className="btn bg-amber-300 text-slate-900 hover:bg-amber-200">
            {t('cta.register')}
          </Link>
          <Link to="/contact" className="btn border border-white/70 text-white hover:bg-white/10">
            {t('cta.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
