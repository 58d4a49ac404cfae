import { useLanguage } from '../../lib/use-language.ts';
import { Link } from '../../lib/localized-links.tsx';
import { practice } from '../../../shared/content/practice.ts';

/**
 * The logo (at most 120 × 40; 96 × 32 on phones, where the bar also holds the language switch),
 * drawn in the page: the drawing of `public/images/logo.svg`, which structured data links to.
 * As an `<img>`, that 380-byte file cost a request, a preload and an SVG document of its own, built
 * and laid out on the main thread (120-190 ms under Lighthouse's 4× slowdown on the bench machine),
 * its text in whatever face the device had; and it could fail to load (spec §2 showed the name then).
 * - The word is drawn 74 units wide in any face (textLength): a wide one (DejaVu Sans) ran past the
 *   drawing's edge.
 * - Named as an image is, by its label (the practice's name in the page's language), which is then
 *   the link's name; a label on the link would not contain the drawn "Antarman" in Hindi or
 *   Gujarati (axe: label-content-name-mismatch).
 */
export function Logo() {
  const lang = useLanguage();
  return (
    <Link to="/" className="flex shrink-0 items-center">
      <svg
        width={practice.logo.width}
        height={practice.logo.height}
        viewBox={`0 0 ${practice.logo.width} ${practice.logo.height}`}
        role="img"
        aria-label={practice.name[lang]}
        className="h-8 w-auto max-w-[96px] sm:h-10 sm:max-w-[120px]"
      >
        <circle cx="20" cy="20" r="17" fill="#5b21b6" />
        <path d="M20 9c-3.5 4.5-7 7-7 11.5a7 7 0 0 0 14 0C27 16 23.5 13.5 20 9Z" fill="#fbbf24" />
        <text x="42" y="26" fontSize="15" fontWeight="700" fill="#3b0764" textLength="74" lengthAdjust="spacingAndGlyphs">
          Antarman
        </text>
      </svg>
    </Link>
  );
}
