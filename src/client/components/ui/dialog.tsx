/**
 * A modal dialog (Radix Dialog): focus stays inside, Escape and the close button close it, the page
 * behind does not scroll. Full screen on phones, a centred panel from the small breakpoint up (with
 * `drawer`, a full-height panel at the right edge instead).
 * With `guard`, closing a dialog whose form has unsaved changes asks first.
 *
 *   <Dialog open={open} onOpenChange={setOpen} title="Edit Event" closeLabel="Close" guard={{ dirty, ...labels }}>
 *     <form>
 *       <DialogBody>...</DialogBody>
 *       <DialogFooter>...</DialogFooter>
 *     </form>
 *   </Dialog>
 */
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface CloseGuard {
  /** True while there are changes that closing would lose. */
  dirty: boolean;
  title: string;
  description: string;
  keepLabel: string;
  discardLabel: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  guard,
  wide = false,
  drawer = false,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  closeLabel: string;
  guard?: CloseGuard;
  wide?: boolean;
  /** A drawer: the full height of the screen at its right edge from 640 px (full screen below, like every dialog). */
  drawer?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  // Opened without a Radix trigger: remember what had the focus, and give it back on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  const requestChange = (next: boolean) => {
    if (!next && guard?.dirty) setAsking(true);
    else onOpenChange(next);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={requestChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <RadixDialog.Content
          data-testid={testId}
          onOpenAutoFocus={(event) => {
            returnFocus.current = document.activeElement as HTMLElement | null;
            // Start in the first field of a form (not on the close button), so typing can begin at once.
            const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('form input:not([type=hidden]):not(.sr-only), form select, form textarea');
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocus.current?.isConnected) {
              event.preventDefault();
              returnFocus.current.focus();
            }
          }}
          className={`fixed inset-0 z-50 flex flex-col bg-white shadow-xl focus:outline-none ${
            drawer
              ? 'sm:left-auto sm:w-[calc(100vw-2rem)] sm:max-w-xl sm:border-l sm:border-slate-200'
              : `sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90dvh] sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${wide ? 'sm:max-w-3xl' : 'sm:max-w-xl'}`
          }`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900" aria-label={closeLabel}>
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
      {guard && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={guard.title}
          description={guard.description}
          cancelLabel={guard.keepLabel}
          confirm={{ label: guard.discardLabel, destructive: true, onConfirm: () => onOpenChange(false) }}
        />
      )}
    </RadixDialog.Root>
  );
}

/** The scrolling middle of a dialog. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5">{children}</div>;
}

/** The buttons at the bottom of a dialog, always in view. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end">{children}</div>;
}

/** A button that closes the dialog the way Escape does (so unsaved changes are asked about first). */
export function DialogCancel({ children }: { children: ReactNode }) {
  return (
    <RadixDialog.Close type="button" className="btn-secondary">
      {children}
    </RadixDialog.Close>
  );
}
