import { siteTokens } from '@/config/site';

type Values = Readonly<Record<string, string | number>>;

/**
 * A copy template with its `{name}` placeholders filled: the given values, then the site's
 * (`{phone}`, `{siteName}` …). A placeholder without a value stays visible, never blank.
 */
export function fill(template: string, values: Values = {}): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : (siteTokens as Values)[name];
    return value === undefined ? whole : String(value);
  });
}
