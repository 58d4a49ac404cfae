/** The call to action that closes a page: a title, a line, and two links (the main one bright). */
import { Link } from '../../lib/localized-links.tsx';

interface CtaLink {
  to: string;
  label: string;
}

export function CtaBanner({ id, title, description, primary, secondary, spacing = 'pb-14' }: { id: string; title: string; description: string; primary: CtaLink; secondary: CtaLink; spacing?: string }) {
  return (
    <section aria-labelledby={id} className={`container-page ${spacing}`}>
      <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-100">{description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={primary.to} className="btn bg-amber-300 text-slate-900 hover:bg-amber-200">
            {primary.label}
          </Link>
          <Link to={secondary.to} className="btn border border-white/70 text-white hover:bg-white/10">
            {secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
