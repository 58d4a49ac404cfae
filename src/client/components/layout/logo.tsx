import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../lib/use-language.ts';
import { Link } from '../../lib/localized-links.tsx';
import { practice } from '../../../shared/content/practice.ts';

/** The logo (at most 120 × 40; 96 × 32 on phones, where the bar also holds the language switch); if the image fails to load, the practice's name as text. */
export function Logo() {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  // The image may fail before hydration attaches onError: check once on mount as well.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const lang = useLanguage();
  const name = practice.name[lang];
  return (
    <Link to="/" className="flex shrink-0 items-center" aria-label={name}>
      {failed ? (
        <span className="text-lg font-bold text-brand-800">{practice.shortName[lang]}</span>
      ) : (
        <img
          ref={imgRef}
          src={practice.logo.src}
          width={practice.logo.width}
          height={practice.logo.height}
          alt={name}
          className="h-8 w-auto max-w-[96px] sm:h-10 sm:max-w-[120px]"
          onError={(e) => {
            console.warn('logo failed to load', (e.target as HTMLImageElement).src);
            setFailed(true);
          }}
        />
      )}
    </Link>
  );
}
