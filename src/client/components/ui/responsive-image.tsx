/**
 * A sized WebP image with a srcset. Files follow the convention of scripts/make-images.mjs:
 * `name.webp` is the largest width, `name-<w>.webp` each smaller one. Width and height are always
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
  /** The largest file, `/images/name.webp`. */
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
  const srcSet = [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${w === largest ? src : src.replace(/\.webp$/, `-${w}.webp`)} ${w}w`)
    .join(', ');
  return (
    <img
      src={src}
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
