/**
 * Copy never spells a phone number, e-mail address, site name or URL: it writes a token
 * such as `{phone}` and the app fills it from config/site.ts at render time.
 *
 *   fillTokens('Call {phone}', { phone: site.phone.display })  // 'Call (212) ...'
 */

/** The tokens copy may use. `year` is for the copyright line. */
export const CONTENT_TOKENS = [
  'phone',
  'dispatchEmail',
  'partnersEmail',
  'siteName',
  'siteUrl',
  'year',
] as const;
export type ContentToken = (typeof CONTENT_TOKENS)[number];

export type TokenValues = Readonly<Partial<Record<ContentToken, string | number>>>;

const TOKEN_PATTERN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/**
 * Replace each `{token}` that has a value; leave unknown or missing tokens untouched
 * (so a forgotten value is visible rather than silently blank).
 */
export function fillTokens(text: string, values: TokenValues): string {
  return text.replace(TOKEN_PATTERN, (match, name: string) => {
    const value = (values as Readonly<Record<string, string | number | undefined>>)[name];
    return value === undefined ? match : String(value);
  });
}

/** The same, through every string of a plain data value (objects and arrays), e.g. for JSON-LD. */
export function fillTokensDeep<T>(value: T, values: TokenValues): T {
  if (typeof value === 'string') return fillTokens(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillTokensDeep(item, values)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillTokensDeep(item, values)]),
    ) as T;
  }
  return value;
}

/** Every `{token}` name used in a text (for tests and checks). */
export function tokensIn(text: string): string[] {
  return [...text.matchAll(TOKEN_PATTERN)].map((m) => m[1] ?? '');
}
