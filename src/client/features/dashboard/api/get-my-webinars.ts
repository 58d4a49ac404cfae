import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants.ts';
import type { MyWebinars } from '../../../../shared/contracts/dashboard.ts';
import { api } from '../../../lib/api.ts';
import { meKeys } from './keys.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export const getMyWebinars = (lang: Language) => api<MyWebinars>(`/api/me/webinars?lang=${lang}`);

export function useMyWebinars() {
  const lang = useLanguage();
  return useQuery({ queryKey: meKeys.webinars(lang), queryFn: () => getMyWebinars(lang) });
}

/** The seat as an .ics file (a plain link: the browser downloads it with the session cookie). */
export const calendarUrl = (registrationId: string, lang: Language) => `/api/me/registrations/${registrationId}/calendar.ics?lang=${lang}`;
