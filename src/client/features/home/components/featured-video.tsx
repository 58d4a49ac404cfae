import { Play } from 'lucide-react';
import { useSite } from '../../../lib/root-data.ts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

/**
 * The featured video. Until the visitor presses play it is only a poster and a button: the
 * YouTube player (hundreds of kilobytes, and cookies) loads on that click, from youtube-nocookie.
 */
export function FeaturedVideo() {
  const { t } = useTranslation('home');
  const { founder: about, video } = useSite();
  const founder = about.name;
  const [playing, setPlaying] = useState(false);
  if (!video) return null;
  const title = video.title || t('video.videoTitle', { founder });
  return (
    <section aria-labelledby="featured-video" className="content-auto bg-brand-900 py-14 text-white">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <SectionHeading
            id="featured-video"
            badge={t('video.badge')}
            title={t('video.title')}
            description={t('video.description', { founder })}
            align="left"
            tone="dark"
          />
          <p className="mt-4 text-sm text-brand-100">{t('video.note')}</p>
        </div>
        <div className="relative aspect-video overflow-hidden rounded-2xl bg-black shadow-2xl">
          {playing ? (
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&rel=0`}
              title={title}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              className="absolute inset-0 size-full border-0"
            />
          ) : (
            <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 size-full" data-testid="play-video">
              <ResponsiveImage
                src="/images/video-poster.webp"
                widths={[640, 1280]}
                width={1280}
                height={720}
                sizes="(min-width: 1024px) 60vw, 100vw"
                alt=""
                className="absolute inset-0 size-full object-cover"
              />
              <span className="absolute inset-0 flex items-center justify-center">
                <span className="inline-flex size-20 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-lg transition-transform group-hover:scale-105">
                  <Play aria-hidden="true" className="ml-1 size-9 fill-current" />
                </span>
              </span>
              <span className="sr-only">{t('video.play', { title })}</span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
