import type { ReactNode } from 'react';

/** The heading band of an inner page: badge, the page's one h1, introduction and actions. */
export function PageHero({ badge, title, description, children }: { badge?: string; title: string; description?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-12 sm:py-16">
        {badge && <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-medium text-brand-800">{badge}</p>}
        <h1 className="mt-4 max-w-3xl text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">{title}</h1>
        {description && <p className="mt-4 max-w-2xl text-lg text-slate-700">{description}</p>}
        {children}
      </div>
    </section>
  );
}
