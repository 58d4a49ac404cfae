/** The three service cards of the unified form (spec §2): radio buttons that look like cards. */
import { BookOpen, HeartHandshake, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { UNIFIED_TYPES, type UnifiedType } from '../../../../shared/registration-choices.ts';

const ICONS: Record<UnifiedType, LucideIcon> = { consultancy: HeartHandshake, webinar: Video, course: BookOpen };

/**
 * `prices`: what each type costs, written from the catalogue ("from ₹999", "₹4,999"); empty when
 * nothing of it is offered. The radio buttons are `registrationType` (ids reg-type-<type>); the
 * form shows the chosen type's fields by CSS alone (unified-registration-form.tsx), so the choice
 * works before and without the page's script; `onChoose` tells the script.
 */
export function ServicePicker({ initial, onChoose, prices }: { initial: UnifiedType; onChoose: (type: UnifiedType) => void; prices: Record<UnifiedType, string> }) {
  const { t } = useTranslation('registration');
  return (
    <div className="grid gap-3 md:grid-cols-3" data-testid="service-picker">
      {UNIFIED_TYPES.map((type) => {
        const Icon = ICONS[type];
        return (
          <label
            key={type}
            className="relative flex cursor-pointer flex-col gap-2 rounded-xl border-2 border-slate-200 p-4 transition-colors hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
              type="radio"
              id={`reg-type-${type}`}
              name="registrationType"
              value={type}
              defaultChecked={type === initial}
              onChange={() => onChoose(type)}
              className="sr-only"
              data-testid={`service-${type}`}
            />
            <span className="flex items-center gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="font-semibold text-slate-900">{t(`register.services.${type}.title`)}</span>
            </span>
            <span className="text-sm text-slate-600">{t(`register.services.${type}.description`)}</span>
            {prices[type] && (
              <span className="text-sm font-semibold text-brand-800" data-testid={`service-${type}-price`}>
                {prices[type]}
              </span>
            )}
          </label>
        );
      })}
    </div>
  );
}
