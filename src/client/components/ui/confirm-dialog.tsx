/**
 * A question before something that cannot be taken back (Radix Alert Dialog: focus kept inside,
 * Escape cancels, the safe answer has the focus first).
 */
import { AlertDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  /** The main answer; left out when the only way forward is another action (or none). */
  confirm?: { label: string; onConfirm: () => void; destructive?: boolean };
  /** A further answer beside the main one ("Deactivate instead"). */
  alternative?: { label: string; onSelect: () => void };
  testId?: string;
}

export function ConfirmDialog({ open, onOpenChange, title, description, cancelLabel, confirm, alternative, testId }: ConfirmDialogProps) {
  // Opened without a Radix trigger: remember what had the focus, and give it back on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
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
          className="fixed left-1/2 top-1/2 z-[60] max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-slate-600">{description}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="btn-secondary">{cancelLabel}</AlertDialog.Cancel>
            {alternative && (
              <AlertDialog.Action className="btn-primary" onClick={alternative.onSelect}>
                {alternative.label}
              </AlertDialog.Action>
            )}
            {confirm && (
              <AlertDialog.Action className={confirm.destructive ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'} onClick={confirm.onConfirm}>
                {confirm.label}
              </AlertDialog.Action>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
