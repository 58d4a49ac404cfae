import type { ReactNode } from 'react';

/** A section's badge, heading and introduction, centred or left-aligned, on a light or dark band. */
export function SectionHeading({
  id,
  badge,
  title,
  description,
  align = 'center',
  level = 2,
  tone = 'light',
}: {
  id: string;
  badge?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'left';
  level?: 2 | 3;
  tone?: 'light' | 'dark';
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {badge && <p className={`mb-3 text-sm font-semibold uppercase tracking-wide ${dark ? 'text-amber-200' : 'text-brand-700'}`}>{badge}</p>}
      <Heading id={id} className={`text-2xl font-bold tracking-tight sm:text-3xl ${dark ? 'text-white' : 'text-slate-900'}`}>
        {title}
      </Heading>
      {description && <p className={`mt-3 text-base sm:text-lg ${dark ? 'text-brand-100' : 'text-slate-600'}`}>{description}</p>}
    </div>
  );
}
