/**
 * Each prerendered page carries the icons it draws and no others. The template holds the whole
 * sprite (vite.config.ts, inlineIconSprite: 49 symbols, about 12 KB, a third of a page's
 * compressed HTML); a page draws 0-19 of them. The rest come with the app's code
 * (src/components/icons/complete-sprite.ts), for what it renders later: another page, a later
 * step of a form, a message.
 */

const SPRITE = /<svg [^>]*data-icon-sprite="all"[^>]*>([\s\S]*?)<\/svg>/;
const SYMBOL = /<symbol id="([\w-]+)"[\s\S]*?<\/symbol>/g;
const USE = /<use href="#([\w-]+)"/g;

/**
 * The page with its sprite cut down to the symbols the rest of the page uses
 * (`<use href="#name">`), marked `data-icon-sprite="partial"` when any were left out.
 * Throws when the page draws an icon the sprite does not have.
 */
export function withOnlyItsIcons(page: string): string {
  const sprite = SPRITE.exec(page);
  if (!sprite) throw new Error('The page has no icon sprite (data-icon-sprite="all")');
  const [whole, symbols = ''] = sprite;
  const rest = page.replace(whole, '');
  const used = new Set([...rest.matchAll(USE)].map((match) => match[1]));
  const available = new Set([...symbols.matchAll(SYMBOL)].map((match) => match[1]));
  const unknown = [...used].filter((name) => !available.has(name));
  if (unknown.length > 0) throw new Error(`The page draws icons the sprite does not have: ${unknown.join(', ')}`);
  if (used.size === available.size) return page;
  const kept = symbols.replace(SYMBOL, (symbol, name: string) => (used.has(name) ? symbol : ''));
  const cut = whole.replace('data-icon-sprite="all"', 'data-icon-sprite="partial"').replace(symbols, () => kept);
  return page.replace(whole, () => cut);
}
