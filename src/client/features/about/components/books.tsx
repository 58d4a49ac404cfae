import { ExternalLink } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { useSite, type SiteFrame } from '../../../lib/root-data.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

type Book = SiteFrame['books'][number];

function StoreLink({ href, label, name, primary }: { href: string; label: string; name: string; primary: boolean }) {
  const { t } = useTranslation('about');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} (${t('books.newTab')})`} className={primary ? 'btn-primary px-4' : 'btn-secondary px-4'}>
      {name}
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

function BookCard({ book, stacked }: { book: Book; stacked: boolean }) {
  const { t } = useTranslation('about');
  const lang = useLanguage();
  const [first, ...others] = book.editions;
  return (
    <li className={`flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row ${stacked ? 'xl:flex-col' : ''}`}>
      {book.cover && (
        <ResponsiveImage
          src={book.cover}
          widths={[200, 400]}
          width={160}
          height={240}
          sizes="160px"
          alt={t('books.coverAlt', { title: book.titleEn })}
          className={`h-60 w-40 shrink-0 self-center rounded-md object-cover shadow-md sm:self-start ${stacked ? 'xl:self-center' : ''}`}
        />
      )}
      <div className="flex flex-1 flex-col">
        <h3 className="text-lg font-semibold text-slate-900">{book.title}</h3>
        {lang !== 'en' && book.titleEn !== book.title && (
          <p lang="en" className="text-sm text-slate-600">
            {book.titleEn}
          </p>
        )}
        {first?.year && <p className="mt-1 text-sm text-slate-600">{t('books.published', { year: first.year })}</p>}
        <p className="mt-3 flex-1 text-sm text-slate-700">{book.description}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          {first?.stores.map((store, i) => (
            <StoreLink key={i} primary={i === 0} name={store.name} href={store.url} label={t('books.buyOnStore', { title: book.title, store: store.name })} />
          ))}
        </div>
        {others.map((edition, e) => (
          <div key={e} className="mt-4 rounded-xl bg-accent-500/10 p-3 text-sm">
            <p className="font-semibold text-slate-900">
              {t('books.edition', { language: t(`books.languages.${edition.language}`) })}{' '}
              <span lang={edition.language} className="font-normal">
                {edition.title}
              </span>
            </p>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {edition.stores.map((store, i) => (
                <a
                  key={i}
                  href={store.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
                >
                  {t('books.onStore', { store: store.name })}
                  <span className="sr-only"> ({t('books.newTab')})</span>
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              ))}
            </div>
          </div>
        ))}
      </div>
    </li>
  );
}

/** The founder's books (Site content): cover, title, store links, and their other editions (spec §1). */
export function Books({ limit }: { limit?: number }) {
  const { t } = useTranslation('about');
  const { founder: about, books } = useSite();
  const founder = about.name;
  const shown = books.slice(0, limit ?? books.length);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="books" className="content-auto bg-slate-50 py-14">
      <div className="container-page">
        <SectionHeading id="books" badge={t('books.badge')} title={t('books.title', { founder })} description={t('books.description')} />
        <ul className={`mt-10 grid gap-6 ${shown.length >= 3 ? 'xl:grid-cols-3' : 'lg:grid-cols-2'}`}>
          {shown.map((book, i) => (
            <BookCard key={i} book={book} stacked={shown.length >= 3} />
          ))}
        </ul>
      </div>
    </section>
  );
}
