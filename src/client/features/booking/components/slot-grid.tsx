/** The free times of the chosen day: one button each, in IST and, when it differs, the visitor's own time. */
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { Slot } from '../../../../shared/contracts/scheduling.ts';
import { slotTime } from '../lib/slot-times.ts';

export function SlotGrid({ slots, chosen, timeZone, onChoose }: { slots: Slot[]; chosen: string | null; timeZone: string; onChoose: (slot: Slot) => void }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  return (
    <div role="group" aria-label={t('slots.label')} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" data-testid="booking-slots">
      {slots.map((slot) => {
        const { ist, local } = slotTime(slot.start, lang, timeZone);
        const pressed = slot.start === chosen;
        return (
          <button
            key={slot.start}
            type="button"
            aria-pressed={pressed}
            data-testid="booking-slot"
            data-start={slot.start}
            onClick={() => onChoose(slot)}
            className={`relative flex min-h-12 flex-col items-center justify-center rounded-xl border-2 px-2 py-2 text-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ${
              pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-200 bg-white text-slate-900 hover:border-brand-600'
            }`}
          >
            <span className="font-semibold">{t('slots.ist', { time: ist })}</span>
            {local && <span className="sr-only"> · </span>}
            {local && (
              <span className={`text-xs ${pressed ? 'text-brand-50' : 'text-slate-600'}`} data-testid="booking-slot-local">
                {local.day ? t('slots.localOtherDay', { time: local.time, city: local.city, day: local.day }) : t('slots.local', { time: local.time, city: local.city })}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
