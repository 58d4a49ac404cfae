/**
 * A stored image path: /objects/... is served through /api/serve; anything else as it is (spec §3).
 * With a width (160, 320, 640, 960 or 1280), an uploaded image comes as a WebP copy at most that wide.
 */
export function imageUrl(imagePath: string | null | undefined, width?: 160 | 320 | 640 | 960 | 1280): string | null {
  if (!imagePath) return null;
  if (!imagePath.startsWith('/objects/')) return imagePath;
  return `/api/serve${imagePath}${width ? `?w=${width}` : ''}`;
}
