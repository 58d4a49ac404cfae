/** Share the site with a friend: the Web Share API where the browser has it, else copy the link; and WhatsApp. */
import { Copy, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { SocialIcon } from '../../../components/ui/social-icons.tsx';
import { toast } from '../../../components/ui/toast.tsx';

export function ShareButtons({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation('registration');
  // Known only in the browser: the server renders the copy-link fallback.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  async function share() {
    if (canShare) {
      try {
        await navigator.share({ title: text, text, url });
        return;
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('success.copied') });
    } catch {
      toast({ variant: 'destructive', title: t('success.copyFailed'), description: url });
    }
  }

  return (
    <div className="flex flex-wrap gap-3" data-testid="share-buttons">
      <button type="button" className="btn-secondary" onClick={() => void share()} data-testid="share-button">
        {canShare ? <Share2 aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
        {canShare ? t('success.share') : t('success.copyLink')}
      </button>
      <a className="btn-secondary" href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`} target="_blank" rel="noopener noreferrer" data-testid="share-whatsapp">
        <SocialIcon name="whatsapp" className="size-4" />
        {t('success.shareWhatsapp')}
      </a>
    </div>
  );
}
