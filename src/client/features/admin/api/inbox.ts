/** The founder's inbox: conversations a page at a time, one thread, answers, close/reopen, the notification setting and reusable replies. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Conversation,
  ConversationKind,
  ConversationState,
  InboxReplyInput,
  InboxSettings,
  ReplyTemplate,
  ReplyTemplateInput,
  Thread,
} from '../../../../shared/contracts/inbox.ts';
import type { DayRange, ListSort } from '../../../../shared/contracts/paging.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, refreshAfterWrite } from './keys.ts';
import { fetchPage } from './pages.ts';

export interface InboxPageQuery extends DayRange {
  page: number;
  q?: string;
  state?: ConversationState;
  kind?: ConversationKind;
  sort?: ListSort;
}

const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  page: (query: InboxPageQuery) => ['admin', 'inbox', 'page', query] as const,
  thread: (id: string) => ['admin', 'inbox', 'thread', id] as const,
  settings: ['admin', 'inbox-settings'] as const,
  templates: ['admin', 'reply-templates'] as const,
};

/** An answer or a state change shows in the list, the thread and the contacts' counts. */
const refreshInbox = (client: ReturnType<typeof useQueryClient>) => Promise.all([refreshAfterWrite(client, inboxKeys.all), client.invalidateQueries({ queryKey: adminKeys.contacts })]);

export const useInbox = (query: InboxPageQuery) =>
  useQuery({
    queryKey: inboxKeys.page(query),
    queryFn: ({ signal }) => fetchPage<Conversation>('/api/admin/inbox', { page: query.page, q: query.q, state: query.state, kind: query.kind, sort: query.sort === 'newest' ? undefined : query.sort, from: query.from, to: query.to }, signal),
    placeholderData: keepPreviousData,
  });

export const useThread = (id: string) =>
  useQuery({ queryKey: inboxKeys.thread(id), queryFn: ({ signal }) => api<Thread>(`/api/admin/inbox/${encodeURIComponent(id)}`, { signal }) });

export function useReply(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InboxReplyInput) => api<Thread>(`/api/admin/inbox/${encodeURIComponent(id)}/reply`, { method: 'POST', body: input }),
    onSuccess: (thread) => {
      client.setQueryData(inboxKeys.thread(id), thread);
      return refreshInbox(client);
    },
  });
}

export function useSetClosed(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (closed: boolean) => api<Thread>(`/api/admin/inbox/${encodeURIComponent(id)}`, { method: 'PATCH', body: { closed } }),
    onSuccess: (thread) => {
      client.setQueryData(inboxKeys.thread(id), thread);
      return refreshInbox(client);
    },
  });
}

export const useInboxSettings = () => useQuery({ queryKey: inboxKeys.settings, queryFn: ({ signal }) => api<InboxSettings>('/api/admin/inbox/settings', { signal }) });

export function useSaveInboxSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: InboxSettings) => api<InboxSettings>('/api/admin/inbox/settings', { method: 'PUT', body: settings }),
    onSuccess: (settings) => client.setQueryData(inboxKeys.settings, settings),
  });
}

export const useReplyTemplates = () => useQuery({ queryKey: inboxKeys.templates, queryFn: ({ signal }) => api<ReplyTemplate[]>('/api/admin/inbox/templates', { signal }) });

export function useSaveReplyTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ReplyTemplateInput }) =>
      api<ReplyTemplate>(id ? `/api/admin/inbox/templates/${encodeURIComponent(id)}` : '/api/admin/inbox/templates', { method: id ? 'PUT' : 'POST', body: input }),
    onSettled: () => refreshAfterWrite(client, inboxKeys.templates),
  });
}

export function useDeleteReplyTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string }>(`/api/admin/inbox/templates/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => refreshAfterWrite(client, inboxKeys.templates),
  });
}
