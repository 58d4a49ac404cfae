import { Link } from '../../lib/localized-links.tsx';

/**
 * Filter choices kept in the URL (`?param=value`), so a filtered page can be shared and is rendered
 * by the server. They are links, styled as buttons; the chosen one is marked aria-current.
 */
export function FilterLinks({
  label,
  param,
  options,
  current,
}: {
  label: string;
  param: string;
  /** `value: null` is the "all" choice (no parameter). */
  options: ReadonlyArray<{ value: string | null; label: string }>;
  current: string | null;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => {
          const active = o.value === current;
          return (
            <li key={o.value ?? 'all'}>
              <Link
                to={{ search: o.value ? `?${param}=${encodeURIComponent(o.value)}` : '' }}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                data-testid={`filter-${o.value ?? 'all'}`}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                  active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-800'
                }`}
              >
                {o.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
