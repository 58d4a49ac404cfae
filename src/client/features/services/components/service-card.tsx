import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SERVICE_CARD_FEATURE_LIMIT } from '../../../../shared/constants.ts';
import type { Service } from '../../../../shared/contracts/content.ts';
import { ServiceIcon } from './service-icon.tsx';

export function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ServiceIcon name={service.iconName} />
        </span>
        <span className="inline-flex items-center gap-1 text-sm text-slate-500">
          <Clock aria-hidden="true" className="size-4" />
          {service.duration}
        </span>
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{service.title}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{service.description}</p>
      <ul className="mt-4 space-y-1 text-sm text-slate-700">
        {service.features.slice(0, SERVICE_CARD_FEATURE_LIMIT).map((f) => (
          <li key={f} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-600">✓</span>
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex items-center justify-between gap-3">
        <span className="font-semibold text-brand-800">{service.price}</span>
        <Link to="/personal-consultancy" className="btn-primary">
          {t('services:bookNow')}
        </Link>
      </div>
    </article>
  );
}
