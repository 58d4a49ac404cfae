import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants.ts';
import type { DownloadLink, MyDownload } from '../../../../shared/contracts/dashboard.ts';
import { api } from '../../../lib/api.ts';
import { meKeys } from './keys.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export const getMyDownloads = (lang: Language) => api<MyDownload[]>(`/api/me/downloads?lang=${lang}`);

export function useMyDownloads() {
  const lang = useLanguage();
  return useQuery({ queryKey: meKeys.downloads(lang), queryFn: () => getMyDownloads(lang) });
}

/** A short-lived signed link to one file; asked for at the moment of the click. */
export const requestDownloadLink = (id: string) => api<DownloadLink>(`/api/me/downloads/${id}/link`, { method: 'POST' });
