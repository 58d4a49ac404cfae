/**
 * The one question before something that cannot be taken back (Radix Alert Dialog: focus kept
 * inside and given back on close, Escape cancels, the safe answer has the focus first).
 *
 * Two ways to answer: by default the dialog closes as the answer is given; with `busy` (an action
 * the dialog waits for, such as a cancellation or deleting an account) it stays open while the
 * action runs, cannot be closed meanwhile, and shows the action's `error` inside. Fields in the
 * description (a password to confirm with) submit the answer with Enter.
 */
import { AlertDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { FormError } from './form/form-error.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  /** The main answer; left out when the only way forward is another action (or none). */
  confirm?: { label: string; onConfirm: () => void; destructive?: boolean; busyLabel?: string };
  /** A further answer beside the main one ("Deactivate instead"). */
  alternative?: { label: string; onSelect: () => void };
  /** Set: the dialog waits for the action (stays open, the confirm button shows busyLabel). */
  busy?: boolean;
  /** The waited-for action's failure, shown inside the dialog. */
  error?: string | null;
  testId?: string;
}

const confirmClass = (destructive?: boolean) => (destructive ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary');

export function ConfirmDialog({ open, onOpenChange, title, description, cancelLabel, confirm, alternative, busy, error, testId }: ConfirmDialogProps) {
  // Opened without a Radix trigger: remember what had the focus, and give it back on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  const waits = busy !== undefined;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <AlertDialog.Content
          data-testid={testId}
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocus.current?.isConnected) {
              event.preventDefault();
              returnFocus.current.focus();
            }
          }}
          className="fixed left-1/2 top-1/2 z-[60] max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (waits && !busy) confirm?.onConfirm();
            }}
          >
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div className="mt-3 space-y-3 text-slate-700">{description}</div>
            </AlertDialog.Description>
            {error && (
              <div className="mt-4">
                <FormError message={error} />
              </div>
            )}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel type="button" className="btn-secondary" disabled={busy}>
                {cancelLabel}
              </AlertDialog.Cancel>
              {alternative && (
                <AlertDialog.Action type="button" className="btn-primary" onClick={alternative.onSelect}>
                  {alternative.label}
                </AlertDialog.Action>
              )}
              {confirm &&
                (waits ? (
                  <button type="submit" className={confirmClass(confirm.destructive)} disabled={busy} aria-busy={busy || undefined}>
                    {busy ? (confirm.busyLabel ?? confirm.label) : confirm.label}
                  </button>
                ) : (
                  <AlertDialog.Action type="button" className={confirmClass(confirm.destructive)} onClick={confirm.onConfirm}>
                    {confirm.label}
                  </AlertDialog.Action>
                ))}
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
