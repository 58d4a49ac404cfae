import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhatsAppConsent } from '../../../../shared/contracts/whatsapp.ts';
import { api } from '../../../lib/api.ts';

const key = ['me', 'whatsapp-consent'] as const;

/** The member's WhatsApp consents (issue 52): the number, when, the words agreed to, whether it stands. */
export function useWhatsAppConsents() {
  return useQuery({ queryKey: key, queryFn: () => api<{ consents: WhatsAppConsent[] }>('/api/me/whatsapp-consent') });
}

/** Withdraws them at once: nothing more is sent on WhatsApp. */
export function useWithdrawWhatsApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ consents: WhatsAppConsent[] }>('/api/me/whatsapp-consent', { method: 'DELETE' }),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
}
