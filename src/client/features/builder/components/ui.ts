/** Class names the builder's own controls share (its fields are the form kit's, components/ui/form). */
export const helpClass = 'mt-1 text-sm text-slate-500';
/** A square icon button with a 44 px target. */
export const iconButtonClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';
const smallButtonBase =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg border bg-white px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
export const smallButtonClass = `${smallButtonBase} border-slate-300 text-slate-700 hover:bg-slate-50`;
export const smallDangerButtonClass = `${smallButtonBase} border-red-200 text-red-700 hover:bg-red-50`;
