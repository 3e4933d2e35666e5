/** The frame's words of one language, as its own chunk: loaded by src/app/locale.ts and preloaded by the page's HTML (scripts/prerender.ts). */
export { CHROME_COPY, FOOTER_COPY } from './chrome';
