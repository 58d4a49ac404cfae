/** The admin lists' completeness marker: which languages an item's written text still lacks (ADR 0021). */
import { LANGUAGE_ENTRIES } from '../../../../shared/constants.ts';
import type { ContentLanguage } from '../../../../shared/content-languages.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { Badge } from './states.tsx';

export function TranslationStatus({ missing }: { missing: readonly ContentLanguage[] | undefined }) {
  const { t } = useTranslation('admin');
  if (!missing?.length) return null;
  const languages = missing.map((code) => LANGUAGE_ENTRIES.find((l) => l.code === code)?.nativeName ?? code).join(', ');
  return (
    <Badge tone="amber" testId="translation-missing">
      {t('translationStatus.missing', { languages })}
    </Badge>
  );
}
