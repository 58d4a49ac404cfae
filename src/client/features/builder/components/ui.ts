/** Class names the builder's controls share. 16 px text in inputs, so phones do not zoom in. */
export function inputClass(invalid = false): string {
  return `block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${
    invalid ? 'border-red-600' : 'border-slate-300'
  }`;
}

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';
export const helpClass = 'mt-1 text-sm text-slate-500';
export const errorClass = 'mt-1 text-sm text-red-600';
/** A square icon button with a 44 px target. */
export const iconButtonClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';
const smallButtonBase =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg border bg-white px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
export const smallButtonClass = `${smallButtonBase} border-slate-300 text-slate-700 hover:bg-slate-50`;
export const smallDangerButtonClass = `${smallButtonBase} border-red-200 text-red-700 hover:bg-red-50`;
