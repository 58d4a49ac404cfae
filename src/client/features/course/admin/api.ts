/** The founder's course lessons (issue 54 part 3): the courses with their days, and saving or removing one day. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCourse, AdminLesson, LessonInput } from '../../../../shared/contracts/course.ts';
import { api } from '../../../lib/api.ts';

const key = ['admin', 'course'] as const;

export function useAdminCourses() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api<AdminCourse[]>('/api/admin/course', { signal }) });
}

export function useSaveLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, day, lesson }: { serviceId: string; day: number; lesson: LessonInput }) => api<AdminLesson>(`/api/admin/course/${serviceId}/lessons/${day}`, { method: 'PUT', body: lesson }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, day }: { serviceId: string; day: number }) => api<{ ok: true }>(`/api/admin/course/${serviceId}/lessons/${day}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
