import { CheckCircle, Clock } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import { SERVICE_CARD_FEATURE_LIMIT } from '../../../../shared/constants.ts';
import { bookingPath, servicePath } from '../../../../shared/service-paths.ts';
import type { Service } from '../../../../shared/contracts/content.ts';
import { formatInr } from '../../../../shared/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { ServiceIcon } from './service-icon.tsx';
import { fallbackLang } from '../../../../shared/content-languages.ts';

/** A service: icon, category, duration, title (to its page), description, first 3 features, price, Book Now with it preselected (spec §2). */
export function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation('services');
  const lang = useLanguage();
  const category = service.category.toLowerCase();
  return (
    <article className="content-auto flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="service-card" data-category={category}>
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ServiceIcon name={service.iconName} />
        </span>
        <div className="text-right">
          <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
            {t(`categories.${category}`, { defaultValue: service.category })}
          </span>
          <span className="mt-2 flex items-center justify-end gap-1 text-sm text-slate-600">
            <Clock aria-hidden="true" className="size-4" />
            <span lang={fallbackLang(service, 'duration')}>{service.duration}</span>
          </span>
        </div>
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">
        <Link to={servicePath(service)} className="hover:text-brand-800 hover:underline" lang={fallbackLang(service, 'title')}>
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm text-slate-600" lang={fallbackLang(service, 'description')}>
        {service.description}
      </p>
      {service.features.length > 0 && (
        <ul className="mt-4 space-y-1.5 text-sm text-slate-700" lang={fallbackLang(service, 'features')}>
          {service.features.slice(0, SERVICE_CARD_FEATURE_LIMIT).map((f) => (
            <li key={f} className="flex gap-2">
              <CheckCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {f}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <span className="font-semibold text-brand-800" data-testid="service-price">
          {formatInr(service.priceInr, lang)}
        </span>
        <Link to={bookingPath(service)} aria-label={`${t('bookNow')}: ${service.title}`} className="btn-primary">
          {t('bookNow')}
        </Link>
      </div>
    </article>
  );
}
