/** The form kit's search box: a magnifier in the field, its label shown or for screen readers only. */
import { Search } from 'lucide-react';
import { useId, type InputHTMLAttributes } from 'react';
import { controlClass } from './parts.tsx';

export function SearchField({
  id: given,
  label,
  hideLabel = false,
  className,
  ...input
}: { id?: string; label: string; hideLabel?: boolean; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'>) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
        <input id={id} type="search" {...input} className={controlClass(false, 'pl-9 pr-3')} />
      </div>
    </div>
  );
}
