import type { IconName } from './icon-names';

export { ICON_NAMES, type IconName } from './icon-names';

/**
 * A decorative icon from the page's sprite (vite.config.ts: a page's HTML carries the icons it
 * draws, complete-sprite.ts adds the rest as the app starts), drawn in lucide's 24 × 24
 * geometry and stroked in currentColor.
 */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`#${name}`} />
    </svg>
  );
}
