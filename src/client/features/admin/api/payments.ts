/** The payments tab's reads and writes: a page of payments (by filter), revenue, refunds, and the founder's UPI decision. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentListFilter, RefundResult, Revenue } from '../../../../shared/contracts/ledger.ts';
import type { AdminPayment, RefundRequest, VerifyPayment } from '../../../../shared/contracts/payments.ts';
import type { PackageRefund } from '../../../../shared/contracts/packages.ts';
import { api } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { refreshAfterWrite } from './keys.ts';
import type { DayRange, ListSort } from '../../../../shared/contracts/paging.ts';
import { fetchPage } from './pages.ts';

export const paymentKeys = {
  all: ['admin', 'payments'] as const,
  page: (page: number, filter: PaymentListFilter, lang: string, q: string, sort: ListSort, days: DayRange) => ['admin', 'payments', 'page', page, filter, lang, q, sort, days] as const,
  revenue: (lang: string) => ['admin', 'payments', 'revenue', lang] as const,
};

/** A page of payments: one queue of them, `q` in names, e-mails and references, in the chosen order. */
export function usePayments(page: number, filter: PaymentListFilter, q = '', sort: ListSort = 'newest', days: DayRange = {}) {
  const lang = useLanguage();
  return useQuery({
    queryKey: paymentKeys.page(page, filter, lang, q, sort, days),
    queryFn: ({ signal }) =>
      fetchPage<AdminPayment>('/api/admin/payments', { page, filter: filter === 'all' ? undefined : filter, lang, q, sort: sort === 'newest' ? undefined : sort, from: days.from, to: days.to }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRevenue() {
  const lang = useLanguage();
  return useQuery({ queryKey: paymentKeys.revenue(lang), queryFn: ({ signal }) => api<Revenue>(`/api/admin/revenue?lang=${lang}`, { signal }) });
}

export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RefundRequest }) => api<RefundResult>(`/api/admin/payments/${encodeURIComponent(id)}/refund`, { method: 'POST', body }),
    onSettled: () => refreshAfterWrite(client, paymentKeys.all),
  });
}

/** Refunds the unused part of a paid package, pro rata (issue 54 part 1): the server computes the amount and zeroes its credits. */
export function useRefundUnusedPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, body }: { registrationId: string; body: PackageRefund }) =>
      api<RefundResult>(`/api/admin/packages/purchases/${encodeURIComponent(registrationId)}/refund`, { method: 'POST', body }),
    onSettled: () => refreshAfterWrite(client, paymentKeys.all),
  });
}

/** Confirm or reject a direct-UPI payment (the founder found it in her bank, or not). */
export function useVerifyPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string } & VerifyPayment) => api<unknown>(`/api/admin/payments/${encodeURIComponent(id)}/verify`, { method: 'POST', body: { decision } }),
    onSettled: () => refreshAfterWrite(client, paymentKeys.all),
  });
}
