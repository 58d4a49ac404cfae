import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants.ts';
import type { Overview } from '../../../../shared/contracts/dashboard.ts';
import { api } from '../../../lib/api.ts';
import { meKeys } from './keys.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export const getOverview = (lang: Language) => api<Overview>(`/api/me/overview?lang=${lang}`);

export function useOverview() {
  const lang = useLanguage();
  return useQuery({ queryKey: meKeys.overview(lang), queryFn: () => getOverview(lang) });
}
