/**
 * Whether the dispatch line is staffed around the clock: VITE_DISPATCH_LINE_24_7, which
 * config/site.ts validates ('true' or 'false', default 'false') and exposes as
 * site.phone.aroundTheClock. Read here by its full name, so Vite inlines this one value at build
 * time, without importing the site config: copy modules stay importable where there is no
 * import.meta.env (the browser tests read their words from them), and read as 'false' there.
 */
function readAroundTheClock(): boolean {
  try {
    return import.meta.env.VITE_DISPATCH_LINE_24_7 === 'true';
  } catch {
    return false;
  }
}

const AROUND_THE_CLOCK = readAroundTheClock();

/**
 * The dispatch line's hours in copy: the "24/7" wording only when the line is staffed around
 * the clock, otherwise the same sentence without it. Chosen at build time, so prerendered HTML
 * and the hydrated page agree.
 */
export function lineHours(aroundTheClock: string, otherwise: string, staffed: boolean = AROUND_THE_CLOCK): string {
  return staffed ? aroundTheClock : otherwise;
}
