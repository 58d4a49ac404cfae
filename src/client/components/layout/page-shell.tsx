import type { ReactNode } from 'react';
import { PageMeta } from './page-meta.tsx';

/** A page's heading band and body. Pages that later work fills in use it with a short notice. */
export function PageShell({
  title,
  description,
  lead,
  children,
  noIndex,
}: {
  title: string;
  description?: string;
  /** The line under the title when it is not the description (the dashboard's welcome, which no link preview needs). */
  lead?: ReactNode;
  children?: ReactNode;
  noIndex?: boolean;
}) {
  return (
    <>
      <PageMeta title={title} description={description} noIndex={noIndex} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-12 sm:py-16">
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
          {(lead ?? description) && <p className="mt-3 max-w-2xl text-lg text-slate-600">{lead ?? description}</p>}
        </div>
      </section>
      <div className="container-page py-10">{children}</div>
    </>
  );
}
