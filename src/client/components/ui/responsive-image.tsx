import { IMAGE_VARIANT_WIDTHS } from '../../../shared/upload-rules.ts';

/**
 * A sized WebP image with a srcset. The site's own files follow the convention of
 * scripts/make-images.mjs: `name.webp` is the largest width, `name-<w>.webp` each smaller one. An
 * upload (`/objects/...`, the founder's photo or a book cover from Site content) is served in the
 * nearest resized width at or above each (`/api/serve/objects/...?w=`). Width and height are always
 * given, so the page does not shift while images arrive; below the fold they load lazily.
 */
export function ResponsiveImage({
  src,
  widths,
  width,
  height,
  sizes,
  alt,
  priority = false,
  className,
}: {
  /** The largest file, `/images/name.webp`, or an upload's path, `/objects/...`. */
  src: string;
  /** Every width that exists, the largest included. */
  widths: readonly number[];
  width: number;
  height: number;
  sizes: string;
  alt: string;
  /** Above the fold: load at once, with high priority. */
  priority?: boolean;
  className?: string;
}) {
  const largest = Math.max(...widths);
  const upload = src.startsWith('/objects/');
  const variant = (w: number) => `/api/serve${src}?w=${IMAGE_VARIANT_WIDTHS.find((v) => v >= w) ?? IMAGE_VARIANT_WIDTHS.at(-1)}`;
  const fileOf = (w: number) => (upload ? variant(w) : w === largest ? src : src.replace(/\.webp$/, `-${w}.webp`));
  const srcSet = [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${fileOf(w)} ${w}w`)
    .join(', ');
  return (
    <img
      src={fileOf(largest)}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
