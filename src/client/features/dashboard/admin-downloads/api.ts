/**
 * The admin's downloads: list (a page at a time), publish (upload through the uploads feature's one-time URL, then
 * record it), delete. The events to choose from are the public list.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants.ts';
import type { Webinar } from '../../../../shared/contracts/content.ts';
import type { AdminDownload } from '../../../../shared/contracts/dashboard.ts';
import type { UploadedObject, UploadTicket } from '../../../../shared/contracts/uploads.ts';
import { api, ApiError } from '../../../lib/api.ts';
import { fetchPage } from '../../admin/api/pages.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const keys = {
  list: (lang: Language, page: number) => ['admin', 'downloads', lang, page] as const,
  events: (lang: Language) => ['admin', 'downloads', 'events', lang] as const,
};

/** One page of the published files, newest first. */
export function useAdminDownloads(page: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: keys.list(lang, page),
    queryFn: ({ signal }) => fetchPage<AdminDownload>('/api/admin/downloads', { lang, page }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEventChoices() {
  const lang = useLanguage();
  return useQuery({ queryKey: keys.events(lang), queryFn: () => api<Webinar[]>(`/api/webinars?lang=${lang}`) });
}

/** Sends the file to a one-time upload URL; the server checks its real type and size. */
async function uploadFile(file: File): Promise<UploadedObject> {
  const ticket = await api<UploadTicket>('/api/objects/upload', {
    method: 'POST',
    body: { purpose: 'member-download', contentType: file.type || undefined, size: file.size },
  });
  let res: Response;
  try {
    res = await fetch(ticket.uploadURL, { method: 'PUT', body: file, headers: { 'content-type': file.type || 'application/octet-stream' }, credentials: 'include' });
  } catch {
    throw new ApiError(0, 'network', 'network');
  }
  const text = await res.text();
  if (!res.ok) {
    let message = `${res.status}: ${text || res.statusText}`;
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
    } catch {
      // not JSON
    }
    throw new ApiError(res.status, message);
  }
  return JSON.parse(text) as UploadedObject;
}

export interface PublishInput {
  title: string;
  description: string;
  webinarId: string;
  file: File;
}

export function usePublishDownload() {
  const client = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: async (input: PublishInput) => {
      const stored = await uploadFile(input.file);
      return api<AdminDownload>(`/api/admin/downloads?lang=${lang}`, {
        method: 'POST',
        body: {
          title: input.title,
          description: input.description || undefined,
          objectKey: stored.objectPath,
          fileName: input.file.name,
          webinarId: input.webinarId || null,
        },
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'downloads'] }),
  });
}

export function useDeleteDownload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/admin/downloads/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'downloads'] }),
  });
}
