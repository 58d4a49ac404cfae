/** The admin lists' completeness marker: which languages an item's written text still lacks (ADR 0021). */
import { nativeLanguageName } from '../../../../shared/constants.ts';
import type { ContentLanguage } from '../../../../shared/content-languages.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { Badge } from './states.tsx';

export function TranslationStatus({ missing }: { missing: readonly ContentLanguage[] | undefined }) {
  const { t } = useTranslation('admin');
  if (!missing?.length) return null;
  const languages = missing.map(nativeLanguageName).join(', ');
  return (
    <Badge tone="amber" testId="translation-missing">
      {t('translationStatus.missing', { languages })}
    </Badge>
  );
}
