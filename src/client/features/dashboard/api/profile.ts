import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, DeleteAccountInput, Profile, UpdateProfileInput } from '../../../../shared/contracts/dashboard.ts';
import { api } from '../../../lib/api.ts';
import { meKeys } from './keys.ts';

export const getProfile = () => api<Profile>('/api/me/profile');

export function useProfile() {
  return useQuery({ queryKey: meKeys.profile, queryFn: getProfile });
}

export const updateProfile = (body: UpdateProfileInput) => api<Profile>('/api/me/profile', { method: 'PUT', body });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      client.setQueryData(meKeys.profile, profile);
      // The welcome line shows the name.
      void client.invalidateQueries({ queryKey: ['me', 'overview'] });
    },
  });
}

export const changePassword = (body: ChangePasswordInput) => api<{ ok: true }>('/api/me/password', { method: 'POST', body });

export const deleteAccount = (body: DeleteAccountInput) => api<{ ok: true }>('/api/me', { method: 'DELETE', body });

export const sendVerificationEmail = () => api<{ ok: true }>('/api/me/verification-email', { method: 'POST' });

/** "Download my data": a plain link; the server answers a JSON file to save. */
export const EXPORT_URL = '/api/me/export';
