import { describe, expect, it } from 'vitest';
import { withOnlyItsIcons } from './page-icons';

const symbol = (name: string) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="M5 12h14"/></symbol>`;
const sprite = (mark: string, names: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none" data-icon-sprite="${mark}">${names.map(symbol).join('')}</svg>`;
const icon = (name: string) => `<svg aria-hidden="true" viewBox="0 0 24 24"><use href="#${name}"></use></svg>`;
const page = (spriteMarkup: string, body: string) => `<!doctype html><html><head></head><body>${spriteMarkup}<div id="root">${body}</div></body></html>`;

describe('withOnlyItsIcons', () => {
  it('keeps the symbols the page draws, once each, and marks the sprite partial', () => {
    const html = page(sprite('all', ['phone', 'mail', 'map-pin', 'menu']), `<a>${icon('phone')} Call</a><p>${icon('map-pin')}</p><a>${icon('phone')} Call again</a>`);
    expect(withOnlyItsIcons(html)).toBe(page(sprite('partial', ['phone', 'map-pin']), `<a>${icon('phone')} Call</a><p>${icon('map-pin')}</p><a>${icon('phone')} Call again</a>`));
  });

  it('leaves an empty, partial sprite on a page that draws no icon (the app fills it as it starts)', () => {
    expect(withOnlyItsIcons(page(sprite('all', ['phone', 'mail']), '<h1>Sign in</h1>'))).toBe(page(sprite('partial', []), '<h1>Sign in</h1>'));
  });

  it('leaves a page that draws every icon as it is', () => {
    const html = page(sprite('all', ['phone', 'mail']), icon('mail') + icon('phone'));
    expect(withOnlyItsIcons(html)).toBe(html);
  });

  it('refuses a page that draws an icon the sprite does not have, naming it', () => {
    expect(() => withOnlyItsIcons(page(sprite('all', ['phone']), icon('phone') + icon('rocket')))).toThrow('The page draws icons the sprite does not have: rocket');
  });

  it('refuses a page without the sprite', () => {
    expect(() => withOnlyItsIcons(page('', icon('phone')))).toThrow('The page has no icon sprite');
  });

  it('copies path data as it is, dollar signs included', () => {
    const odd = `<symbol id="odd" viewBox="0 0 24 24"><path d="M1 1" data-x="$& $1 $'"/></symbol>`;
    const html = `<body><svg data-icon-sprite="all">${odd}${symbol('mail')}</svg>${icon('odd')}</body>`;
    expect(withOnlyItsIcons(html)).toBe(`<body><svg data-icon-sprite="partial">${odd}</svg>${icon('odd')}</body>`);
  });
});
