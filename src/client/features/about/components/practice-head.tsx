import { PageMeta } from '../../../components/layout/page-meta.tsx';
import { JsonLd } from '../../../components/ui/json-ld.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useRootData, useSite } from '../../../lib/root-data.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { practiceStructuredData } from '../structured-data.ts';

/**
 * The head of a page that speaks for the practice (home, about): its title and description, and the
 * practice's structured data with `books` of the founder's books. The data is written by the server
 * only (`import.meta.env.SSR`): the browser's copy of the page keeps what the server sent.
 * The founder's role comes from the `about` namespace, which both pages carry.
 */
export function PracticeHead({ title, description, books }: { title: string; description: string; books: number }) {
  const { t } = useTranslation('about');
  const lang = useLanguage();
  const site = useSite();
  const root = useRootData();
  return (
    <>
      <PageMeta title={title} description={description} />
      <JsonLd data={import.meta.env.SSR && practiceStructuredData(root?.publicUrl ?? '', lang, { description, founderRole: t('founderCard.role') }, site, { books })} />
    </>
  );
}
