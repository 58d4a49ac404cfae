import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants.ts';
import type { MyPayment } from '../../../../shared/contracts/dashboard.ts';
import { api } from '../../../lib/api.ts';
import { meKeys } from './keys.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export const getMyPayments = (lang: Language) => api<MyPayment[]>(`/api/me/payments?lang=${lang}`);

export function useMyPayments() {
  const lang = useLanguage();
  return useQuery({ queryKey: meKeys.payments(lang), queryFn: () => getMyPayments(lang) });
}
