import { site } from '@/config/site';

/**
 * The dispatch line's hours in copy: the "24/7" wording only when VITE_DISPATCH_LINE_24_7 says
 * the line is staffed around the clock (config/site.ts), otherwise the same sentence without
 * it. Chosen at build time, so prerendered HTML and the hydrated page agree.
 */
export function lineHours(aroundTheClock: string, otherwise: string, staffed: boolean = site.phone.aroundTheClock): string {
  return staffed ? aroundTheClock : otherwise;
}
