/** "Discard your changes?" before a dialog with unsaved changes closes. */
import { useTranslation } from '../../../i18n/react.tsx';
import type { CloseGuard } from '../../../components/ui/dialog.tsx';

export function useCloseGuard(dirty: boolean): CloseGuard {
  const { t } = useTranslation('admin');
  return { dirty, title: t('discard.title'), description: t('discard.description'), keepLabel: t('discard.keep'), discardLabel: t('discard.discard') };
}
