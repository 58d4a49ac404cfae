import type { ComponentType } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { island } from '../../../lib/island.tsx';
import { Spinner } from '../spinner.tsx';

/** A form island's stand-in, shown only after a client-side navigation while the form's code arrives. */
function FormLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex min-h-48 items-center justify-center gap-2 text-slate-600">
      <Spinner />
      {t('generic.loading')}
    </p>
  );
}

/**
 * A public page's form as an island (lib/island.tsx, ADR 0023): rendered by the server, its code
 * (react-hook-form with it) loaded at the visitor's first tap, key or focus. Each page declares its
 * own, so that a page's JS names only its own forms' files.
 */
export const formIsland = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> => island(load, <FormLoading />);
