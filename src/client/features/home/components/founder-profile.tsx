import { Building, CheckCircle, GraduationCap } from 'lucide-react';
import { useSite } from '../../../lib/root-data.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';

const PARTNERS = ['p1', 'p2', 'p3', 'p4'] as const;

/** Founder profile card: her photo, bio and credentials (Site content), and the trusted-partners list (spec §2 Home). */
export function FounderProfile() {
  const { t } = useTranslation('home');
  const { name: founder, photo, bio, credentials } = useSite().founder;
  return (
    <section aria-labelledby="founder-profile" className="container-page py-14">
      <div className="grid gap-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-[240px_minmax(0,1fr)_minmax(0,1fr)]">
        {photo ? (
          <ResponsiveImage
            src={photo}
            widths={[320, 640]}
            width={240}
            height={300}
            sizes="240px"
            alt={t('about:founderCard.photoAlt', { founder })}
            className="h-[300px] w-[240px] rounded-2xl object-cover"
          />
        ) : (
          <div aria-hidden="true" className="hidden lg:block" />
        )}
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('profile.badge')}</p>
          <h2 id="founder-profile" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
            {founder}
          </h2>
          <p className="mt-1 font-medium text-brand-800">{t('about:founderCard.role')}</p>
          {bio && <p className="mt-4 whitespace-pre-line text-slate-700">{bio}</p>}
          {credentials.length > 0 && (
            <>
              <h3 className="mt-6 flex items-center gap-2 font-semibold text-slate-900">
                <GraduationCap aria-hidden="true" className="size-5 text-brand-700" />
                {t('profile.credentialsTitle')}
              </h3>
              <ul className="mt-3 space-y-2 text-sm text-slate-700">
                {credentials.map((c, i) => (
                  <li key={i} className="flex gap-2">
                    <CheckCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    {c}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className="rounded-2xl bg-brand-50 p-6">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <Building aria-hidden="true" className="size-5 text-brand-700" />
            {t('profile.partnersTitle')}
          </h3>
          <ul className="mt-4 space-y-3 text-sm text-slate-700">
            {PARTNERS.map((p) => (
              <li key={p} className="rounded-xl bg-white px-4 py-3 shadow-sm">
                {t(`profile.partners.${p}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
