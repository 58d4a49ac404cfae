import { useTranslation } from '../../../i18n/react.tsx';
import { Spinner } from '../spinner.tsx';

/** A form island's stand-in (lib/island.tsx), shown only after a client-side navigation while the form's code arrives. */
export function FormLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex min-h-48 items-center justify-center gap-2 text-slate-600">
      <Spinner />
      {t('generic.loading')}
    </p>
  );
}
