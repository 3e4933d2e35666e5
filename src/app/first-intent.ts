/**
 * The first signs that a visitor reaches for the page: a touch or click, a key, a focus. A page
 * of copy starts its code at the first of them (scripts/prerender.ts, the boot script), and the
 * frame adopts the address at the first of them if the browser is not idle before
 * (root-layout.tsx).
 */
export const FIRST_INTENT = ['pointerdown', 'keydown', 'focusin'] as const;
