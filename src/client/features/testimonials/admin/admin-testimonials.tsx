/**
 * The founder's Testimonials screen (issue 54 part 4): every answer with its rating, words and the
 * client's choice; she approves (shown to visitors) or hides words the client agreed to publish.
 * A withdrawn testimonial is listed as such and cannot be shown again.
 */
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useAdminTestimonials, useReviewTestimonial } from './api.ts';

export function AdminTestimonials() {
  const { t } = useTranslation('testimonials');
  const list = useAdminTestimonials();
  const review = useReviewTestimonial();
  if (list.isPending) return <p className="text-slate-600">…</p>;
  if (list.isError) return <p role="alert" className="text-red-800">{t('admin.loadError')}</p>;
  if (list.data.length === 0) return <p className="text-slate-600">{t('admin.empty')}</p>;
  const decide = (id: string, status: 'approved' | 'hidden') => review.mutate({ id, status }, { onError: () => toast({ title: t('admin.saveError') }) });
  return (
    <ul className="space-y-4" data-testid="admin-testimonials">
      {list.data.map((item) => {
        const publishable = (item.publish === 'name' || item.publish === 'anonymous') && !!item.body && item.status !== 'withdrawn';
        return (
          <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-slate-900">
                {item.firstName}
                {item.city ? `, ${item.city}` : ''} <span className="font-normal text-slate-600">· {item.title}</span>
              </p>
              <p className="text-sm text-slate-700">
                {t('admin.rating')}: {item.rating ? t('admin.stars', { rating: item.rating }) : '–'} · {t('admin.status')}: {t(`admin.status_${item.status}`)}
              </p>
            </div>
            <blockquote lang={item.language} className="mt-3 whitespace-pre-line text-slate-800">
              {item.body || t('admin.noWords')}
            </blockquote>
            <p className="mt-2 text-sm text-slate-600">{item.publish ? t(`admin.publish_${item.publish}`) : ''}</p>
            {publishable && (
              <div className="mt-4 flex flex-wrap gap-2">
                {item.status !== 'approved' && (
                  <button type="button" className="btn-primary" disabled={review.isPending} onClick={() => decide(item.id, 'approved')}>
                    <Eye aria-hidden="true" className="size-4" />
                    {t('admin.approve')}
                  </button>
                )}
                {item.status !== 'hidden' && (
                  <button type="button" className="btn-secondary" disabled={review.isPending} onClick={() => decide(item.id, 'hidden')}>
                    <EyeOff aria-hidden="true" className="size-4" />
                    {t('admin.hide')}
                  </button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
