import darkSchemeHref from '@/dark.css?url';

/**
 * The dark scheme's style sheet (src/dark.css), for the pages people use at night: the console,
 * the portal and the status page, whose root carries `scheme-auto`. A sheet of its own, linked by
 * those pages only, so no other page loads or waits for it; `media` lets a device set to light
 * skip it altogether. React places it in the head once, however many pages link it.
 */
export function DarkScheme() {
  return <link rel="stylesheet" href={darkSchemeHref} precedence="dark-scheme" media="(prefers-color-scheme: dark)" />;
}
