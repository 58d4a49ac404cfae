/** What a published file is (its title, description, name, size, date and audience), as members and the founder see it in a list. */
import { FileText } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { MyDownload } from '../../../../shared/contracts/dashboard.ts';
import { formatBytes, formatDate } from '../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';

type File = Pick<MyDownload, 'title' | 'description' | 'fileName' | 'size' | 'createdAt' | 'event'>;

export function FileSummary({ file }: { file: File }) {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  return (
    <>
      <FileText aria-hidden="true" className="hidden size-8 shrink-0 text-brand-700 sm:block" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-slate-900">{file.title}</h3>
        {file.description && <p className="mt-1 text-sm text-slate-600">{file.description}</p>}
        <p className="mt-1 text-xs break-all text-slate-500">
          {[file.fileName, file.size !== null ? formatBytes(file.size, lang) : null, formatDate(file.createdAt, lang)].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-2 text-xs font-medium text-brand-800">{file.event ? t('downloads.forEvent', { title: file.event.title }) : t('downloads.forAll')}</p>
      </div>
    </>
  );
}
