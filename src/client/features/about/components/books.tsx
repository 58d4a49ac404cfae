import { ExternalLink } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { practice, type Book } from '../../../../shared/content/practice.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

const STORES = ['amazon', 'flipkart'] as const;

function StoreLink({ href, label, store }: { href: string; label: string; store: (typeof STORES)[number] }) {
  const { t } = useTranslation('about');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (${t('books.newTab')})`}
      className={store === 'amazon' ? 'btn-primary px-4' : 'btn-secondary px-4'}
    >
      {t(`books.${store}`)}
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

function BookCard({ book, stacked }: { book: Book; stacked: boolean }) {
  const { t } = useTranslation('about');
  const lang = useLanguage();
  const title = book.title[lang];
  return (
    <li className={`flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row ${stacked ? 'xl:flex-col' : ''}`}>
      <ResponsiveImage
        src={book.coverImage}
        widths={[200, 400]}
        width={160}
        height={240}
        sizes="160px"
        alt={t('books.coverAlt', { title: book.title.en })}
        className={`h-60 w-40 shrink-0 self-center rounded-md object-cover shadow-md sm:self-start ${stacked ? 'xl:self-center' : ''}`}
      />
      <div className="flex flex-1 flex-col">
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        {lang !== 'en' && (
          <p lang="en" className="text-sm text-slate-600">
            {book.title.en}
          </p>
        )}
        <p className="mt-1 text-sm text-slate-600">{t('books.published', { year: book.year })}</p>
        <p className="mt-3 flex-1 text-sm text-slate-700">{t(`books.items.${book.id}`)}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          {STORES.map((store) => (
            <StoreLink key={store} store={store} href={book.stores[store]} label={t(`books.buyOn.${store}`, { title })} />
          ))}
        </div>
        {book.gujaratiEdition && (
          <div className="mt-4 rounded-xl bg-accent-500/10 p-3 text-sm">
            <p className="font-semibold text-slate-900">
              {t('books.gujaratiEdition')}{' '}
              <span lang="gu" className="font-normal">
                {book.gujaratiEdition.title}
              </span>
            </p>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {STORES.map((store) => (
                <a
                  key={store}
                  href={book.gujaratiEdition!.stores[store]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
                >
                  {t(`books.gujaratiOn.${store}`)}
                  <span className="sr-only"> ({t('books.newTab')})</span>
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              ))}
            </div>
          </div>
        )}
      </div>
    </li>
  );
}

/** The founder's books with their two store links, and the Gujarati edition (spec §1). */
export function Books({ limit = practice.books.length }: { limit?: number }) {
  const { t } = useTranslation('about');
  const founder = practice.founder.name[useLanguage()];
  return (
    <section aria-labelledby="books" className="bg-slate-50 py-14">
      <div className="container-page">
        <SectionHeading id="books" badge={t('books.badge')} title={t('books.title', { founder })} description={t('books.description')} />
        <ul className={`mt-10 grid gap-6 ${limit >= 3 ? 'xl:grid-cols-3' : 'lg:grid-cols-2'}`}>
          {practice.books.slice(0, limit).map((book) => (
            <BookCard key={book.id} book={book} stacked={limit >= 3} />
          ))}
        </ul>
      </div>
    </section>
  );
}
