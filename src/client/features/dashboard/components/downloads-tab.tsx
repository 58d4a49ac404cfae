/** Downloads: files the founder published for every member or for the attendees of one event. */
import { Download, Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import type { MyDownload } from '../../../../shared/contracts/dashboard.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { requestDownloadLink, useMyDownloads } from '../api/get-my-downloads.ts';
import { FileSummary } from './file-summary.tsx';
import { Empty, ErrorState, errorMessage, Loading, Panel } from './states.tsx';

function DownloadRow({ file }: { file: MyDownload }) {
  const { t } = useTranslation('dashboard');
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      // The link is made at the moment of the click and works for a few minutes only.
      const { url } = await requestDownloadLink(file.id);
      window.location.assign(url);
    } catch (err) {
      toast({ title: t('downloads.failed'), description: errorMessage(err, t), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:p-5" data-testid="download-row">
      <FileSummary file={file} />
      <button type="button" className="btn-primary shrink-0" onClick={start} disabled={busy} aria-busy={busy || undefined} aria-label={t('downloads.downloadNamed', { title: file.title })}>
        <Download aria-hidden="true" className="size-4" />
        {busy ? t('downloads.preparing') : t('downloads.download')}
      </button>
    </li>
  );
}

export function DownloadsTab({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('dashboard');
  const query = useMyDownloads();
  const manage = isAdmin ? (
    <Link to="/admin/downloads" className="btn-secondary">
      <Settings aria-hidden="true" className="size-4" />
      {t('downloads.manage')}
    </Link>
  ) : undefined;
  return (
    <Panel id="downloads-title" title={t('downloads.title')} actions={manage}>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Empty>{t('downloads.none')}</Empty>
      ) : (
        <ul className="space-y-3" data-testid="download-list">
          {query.data.map((file) => (
            <DownloadRow key={file.id} file={file} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
