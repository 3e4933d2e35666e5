import { siteTokens } from '@/config/site';
import { fillTokens } from '@/content/tokens';

/** Fills the `{phone}`-style tokens of a content string from the site config. */
export function t(text: string): string {
  return fillTokens(text, siteTokens);
}
