import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

/** Crown first, as the chart reads from the top; colours match the image. */
const CHAKRAS = [
  { key: 'crown', color: '#8b5cf6' },
  { key: 'thirdEye', color: '#6366f1' },
  { key: 'throat', color: '#0ea5e9' },
  { key: 'heart', color: '#22c55e' },
  { key: 'solarPlexus', color: '#eab308' },
  { key: 'sacral', color: '#f97316' },
  { key: 'root', color: '#ef4444' },
] as const;

/** The chakra chart: the image, and its legend as text so that it is translated and readable. */
export function ChakraChart() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="chakra-chart" className="content-auto container-page py-14">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <ResponsiveImage
          src="/images/chakra-chart.webp"
          widths={[400, 800]}
          width={800}
          height={800}
          sizes="(min-width: 1024px) 40vw, 92vw"
          alt={t('chakra.imageAlt')}
          className="mx-auto h-auto w-full max-w-md rounded-3xl shadow-lg"
        />
        <div>
          <SectionHeading id="chakra-chart" badge={t('chakra.badge')} title={t('chakra.title')} description={t('chakra.description')} align="left" />
          <ol className="mt-6 space-y-3">
            {CHAKRAS.map(({ key, color }) => (
              <li key={key} className="flex items-start gap-3">
                <span aria-hidden="true" className="mt-1.5 size-3.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />
                <span className="text-slate-700">
                  <span className="font-semibold text-slate-900">{t(`chakra.items.${key}.name`)}</span>: {t(`chakra.items.${key}.text`)}
                </span>
              </li>
            ))}
          </ol>
          <Link to="/services?category=healing" className="btn-primary mt-6">
            {t('chakra.cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
