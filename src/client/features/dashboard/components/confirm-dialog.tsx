/**
 * A confirmation in a Radix AlertDialog: focus moves into it and returns to the button that opened
 * it, Escape closes it, the safe choice is focused first. The dialog stays open while the action
 * runs and shows its error inside.
 */
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  error,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  error?: string | null;
  testId?: string;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
          data-testid={testId}
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!busy) onConfirm();
            }}
          >
            <AlertDialog.Title className="text-lg font-bold text-slate-900">{title}</AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div className="mt-3 space-y-3 text-sm text-slate-700">{children}</div>
            </AlertDialog.Description>
            {error && (
              <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {error}
              </p>
            )}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className="btn-secondary" disabled={busy}>
                {cancelLabel}
              </AlertDialog.Cancel>
              <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={busy} aria-busy={busy || undefined}>
                {busy ? busyLabel : confirmLabel}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
