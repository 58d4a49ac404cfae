/**
 * The form kit's buttons. A form's button is disabled until React has hydrated: a click before then
 * would send the form natively, past its checks. The state lives here, so hydration re-renders this
 * button and not the whole form around it (that re-render was a long task on a phone:
 * /event-registration, issue 9).
 */
import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../spinner.tsx';

export function HydratedButton({ disabled, type = 'submit', ...button }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <button type={type} {...button} disabled={!hydrated || disabled} />;
}

/** Submit, saying so while the form is sent (a spinner in place of the icon, `busyLabel`). */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  icon,
  spinner = !!icon,
  className = 'btn-primary',
  disabled,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> & { busy: boolean; label: ReactNode; busyLabel: ReactNode; icon?: ReactNode; spinner?: boolean }) {
  return (
    <HydratedButton className={className} disabled={busy || disabled} aria-busy={busy || undefined} {...button}>
      {busy && spinner ? <Spinner /> : icon}
      {busy ? busyLabel : label}
    </HydratedButton>
  );
}
