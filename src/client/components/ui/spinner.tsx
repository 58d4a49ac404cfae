/** A small spinning ring, decorative: pair it with visible or screen-reader text. */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`} />;
}
