import { Fragment, type ReactNode } from 'react';
import { siteTokens } from '@/config/site';

const TOKEN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

type Values = Readonly<Record<string, string | number>>;

function valueOf(name: string, values: Values): string | undefined {
  const value = Object.hasOwn(values, name) ? values[name] : (siteTokens as Values)[name];
  return value === undefined ? undefined : String(value);
}

/**
 * A copy template with its `{name}` placeholders filled: the given values, then the site's
 * (`{phone}`, `{siteName}` …). A placeholder without a value stays visible, never blank.
 */
export function fill(template: string, values: Values = {}): string {
  return template.replace(TOKEN, (whole, name: string) => valueOf(name, values) ?? whole);
}

/**
 * The same, with some placeholders replaced by React nodes (a link, bold text): the text around
 * them is filled as by fill().
 */
export function fillNodes(template: string, nodes: Readonly<Record<string, ReactNode>>, values: Values = {}): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(TOKEN)) {
    const name = match[1] ?? '';
    if (!Object.hasOwn(nodes, name)) continue;
    if (match.index > last) parts.push(fill(template.slice(last, match.index), values));
    parts.push(<Fragment key={`${name}-${match.index}`}>{nodes[name]}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(fill(template.slice(last), values));
  return parts;
}
