/** The free times of the chosen day: one radio button each (`slotStart`), in IST and, when it differs, the visitor's own time. */
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { Slot } from '../../../../shared/contracts/scheduling.ts';
import { errorId, FieldError } from '../../../components/ui/form/parts.tsx';
import { slotTime } from '../lib/slot-times.ts';

export function SlotGrid({ slots, defaultChosen, timeZone, error, onChoose }: { slots: Slot[]; defaultChosen: string | null; timeZone: string; error?: string; onChoose: (slot: Slot) => void }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  return (
    <fieldset aria-describedby={error ? errorId('book-slotStart') : undefined}>
      <legend className="sr-only">{t('slots.label')}</legend>
      <div id="book-slotStart" tabIndex={-1} className="grid grid-cols-2 gap-2 outline-none sm:grid-cols-3 lg:grid-cols-4" data-testid="booking-slots">
        {slots.map((slot) => {
          const { ist, local } = slotTime(slot.start, lang, timeZone);
          return (
            <label
              key={slot.start}
              data-testid="booking-slot"
              data-start={slot.start}
              className="relative flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-slate-200 bg-white px-2 py-2 text-center text-slate-900 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2"
            >
              <input type="radio" name="slotStart" value={slot.start} defaultChecked={slot.start === defaultChosen} onChange={() => onChoose(slot)} className="sr-only" />
              <span className="font-semibold">{t('slots.ist', { time: ist })}</span>
              {local && <span className="sr-only"> · </span>}
              {local && (
                <span className="text-xs" data-testid="booking-slot-local">
                  {local.day ? t('slots.localOtherDay', { time: local.time, city: local.city, day: local.day }) : t('slots.local', { time: local.time, city: local.city })}
                </span>
              )}
            </label>
          );
        })}
      </div>
      <FieldError id="book-slotStart" error={error} />
    </fieldset>
  );
}
