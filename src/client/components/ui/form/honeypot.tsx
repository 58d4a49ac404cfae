/**
 * The field people never see and bots fill in: off screen, hidden from assistive technology and
 * out of the tab order. The public forms send its value as `website`; the server drops what comes
 * with it filled.
 */
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';

export function Honeypot({ ref, value, onChange }: { ref?: Ref<HTMLInputElement>; value?: string; onChange?: (e: { target: { value: string } }) => void }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
      <label>
        {t('validation:honeypot')}
        <input ref={ref} name="website" type="text" tabIndex={-1} autoComplete="off" {...(onChange ? { value, onChange } : { defaultValue: '' })} />
      </label>
    </div>
  );
}
