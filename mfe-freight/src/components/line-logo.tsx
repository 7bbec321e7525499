/** Public URL of a logo file in `media/lines` (copied beside the remote by webpack.config.cjs). */
function lineLogoUrl(file: string): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return `${base}lines/${file}.svg`;
}

declare const __webpack_public_path__: string;

/**
 * A shipping line's logo (media/lines: one small file per logo shown, the same set for the
 * schedule and the tracking page) at its fixed size, so nothing shifts when it arrives. `file` is
 * the file's name without `.svg` (the schedule's line code where the schedule has the line);
 * `name` is the line's accessible name. Lazy unless `eager` (a logo in the first screen).
 */
export function LineLogo({ file, name, eager = false, className }: { file: string; name: string; eager?: boolean; className?: string }) {
  return (
    <img
      src={lineLogoUrl(file)}
      width={96}
      height={32}
      alt={name}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
