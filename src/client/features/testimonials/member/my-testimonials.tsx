/**
 * A member's own testimonials on the dashboard (issue 54 part 4): what they wrote, its state, and a
 * button to withdraw it (then shown nowhere). Nothing written, nothing shown.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { api } from '../../../lib/api.ts';
import type { FeedbackView } from '../../../../shared/contracts/testimonials.ts';

const key = ['me', 'testimonials'] as const;

export function MyTestimonials() {
  const { t } = useTranslation('testimonials');
  const client = useQueryClient();
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => api<FeedbackView[]>('/api/me/testimonials', { signal }) });
  const withdraw = useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/me/testimonials/${id}/withdraw`, { method: 'POST' }),
    onSuccess: () => toast({ title: t('mine.withdrawnToast') }),
    onError: () => toast({ title: t('mine.withdrawError') }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  if (!list.data || list.data.length === 0) return null;
  return (
    <section aria-labelledby="my-testimonials" className="mt-10" data-testid="my-testimonials">
      <h2 id="my-testimonials" className="text-xl font-bold text-slate-900">
        {t('mine.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('mine.intro')}</p>
      <ul className="mt-4 space-y-3">
        {list.data.map((item) => (
          <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-600">
              {item.title} · {t(`admin.status_${item.status}`)}
            </p>
            {item.body && <blockquote className="mt-2 whitespace-pre-line text-slate-800">{item.body}</blockquote>}
            {item.status !== 'withdrawn' && (
              <button type="button" className="btn-secondary mt-3" disabled={withdraw.isPending} onClick={() => withdraw.mutate(item.id)}>
                {t('page.withdraw')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
