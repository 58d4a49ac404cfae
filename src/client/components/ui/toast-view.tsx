/** The toast area itself, on Radix Toast (loaded on demand by toast.tsx). */
import { X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../../shared/constants.ts';
import { currentToast, dismissToast, subscribeToasts } from './toast-store.ts';

export default function ToastView({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { t } = useTranslation();
  const item = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  const viewportRef = useRef<HTMLOListElement>(null);
  const destructive = item?.variant === 'destructive';

  // The F8 that caused this download happened before the viewport existed: honour it now.
  useEffect(() => {
    if (focusOnMount) viewportRef.current?.focus();
  }, [focusOnMount]);

  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label={t('toast.notifications')}>
      {item && (
        <RadixToast.Root
          key={item.id}
          duration={item.durationMs}
          type={destructive ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast()}
          data-testid="toast"
          data-variant={item.variant ?? 'default'}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out ${
            destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="flex-1">
            <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title>
            {item.description && <RadixToast.Description className="mt-1 text-sm opacity-90">{item.description}</RadixToast.Description>}
          </div>
          {item.action && (
            <RadixToast.Action altText={item.action.label} asChild>
              <button type="button" onClick={item.action.onClick} className="rounded border px-3 py-1 text-sm font-medium">
                {item.action.label}
              </button>
            </RadixToast.Action>
          )}
          <RadixToast.Close aria-label={t('toast.close')} className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100">
            <X aria-hidden="true" className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport ref={viewportRef} className="fixed bottom-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </RadixToast.Provider>
  );
}
