import spriteUrl from './sprite.svg?url';

/**
 * A prerendered page carries only the icons its HTML draws (scripts/page-icons.ts marks its
 * sprite `data-icon-sprite="partial"`). What the app renders later (another page, a later step,
 * a message) draws from the whole sprite, put in its place here as the app starts: our own
 * file, cached, not JavaScript. An icon rendered before it arrives appears when it does (a
 * `<use>` follows its target into the document). The icons are decorative (aria-hidden), so a
 * failed fetch leaves the page working without the ones it did not carry.
 */
export async function completeIconSprite(): Promise<void> {
  const sprite = document.querySelector<SVGSVGElement>('svg[data-icon-sprite="partial"]');
  if (!sprite) return;
  const response = await fetch(spriteUrl);
  if (!response.ok) return;
  sprite.innerHTML = await response.text();
  sprite.dataset.iconSprite = 'all';
}
