/**
 * The Hindi and Gujarati inputs of an admin dialog, folded under their summary. Their content is in
 * the page only while open: the same labels ("Title", "Location") twice more would otherwise be in
 * the form for assistive technology and for label lookups while nothing of them shows. What was
 * typed stays in the form while folded; a translation the server refused opens it.
 */
import { useState, type ReactNode } from 'react';

export function TranslationsDetails({ summary, hint, forceOpen, className, children }: { summary: string; hint: string; forceOpen: boolean; className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const shown = open || forceOpen;
  return (
    <details className={className} open={shown || undefined} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">{summary}</summary>
      {shown && (
        <>
          <p className="mt-2 text-sm text-slate-600">{hint}</p>
          {children}
        </>
      )}
    </details>
  );
}
