import type { PublishedTestimonial } from '../../../../shared/contracts/testimonials.ts';

/** A quote as both sources give it: approved testimonials carry their language; Site content's sample ones may not (the page's then). */
type Quote = Omit<PublishedTestimonial, 'lang'> & { lang?: PublishedTestimonial['lang'] };

/**
 * Clients' approved words as visitors see them (the home page, a service's page): each figure in
 * the language it was written in (`lang`), so a Hindi quote on an English page is read as Hindi.
 */
export function TestimonialList({ items, className = 'mt-10 grid gap-6 md:grid-cols-3' }: { items: Quote[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map(({ quote, name, detail, lang }, i) => (
        <li key={i}>
          <figure lang={lang} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="font-serif text-5xl leading-none text-brand-600">“</span>
            <blockquote className="mt-1 flex-1 whitespace-pre-line text-slate-700">{quote}</blockquote>
            <figcaption className="mt-5 border-t border-slate-100 pt-4">
              <span className="block font-semibold text-slate-900">{name}</span>
              {detail && <span className="text-sm text-slate-600">{detail}</span>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
