/**
 * The document model of the e-mails: one list of blocks (paragraphs, buttons, label/value rows,
 * cards), rendered to both the plain-text and the HTML body, with the greeting, the footer and
 * the colours. Every value is HTML-escaped in the HTML body, which is a self-contained document:
 * inline styles only, no images, no remote resources, no tracking.
 */

import { FRAME, type MailLocale } from './locale.ts';

export type Inline = string | { readonly href: string; readonly label: string };

interface Row {
  readonly label: string;
  readonly value: Inline;
}

export type Block =
  | { readonly kind: 'p'; readonly parts: readonly Inline[] }
  | { readonly kind: 'button'; readonly href: string; readonly label: string }
  | { readonly kind: 'rows'; readonly rows: readonly Row[] }
  | { readonly kind: 'card'; readonly title: string | null; readonly rows: readonly Row[] };

export interface Email {
  readonly subject: string;
  readonly heading: string;
  /** null: no greeting line (internal mails to the dispatch inbox). */
  readonly greetingName: string | null | undefined;
  readonly blocks: readonly Block[];
  /** Resident and applicant mails say why the reader gets them. */
  readonly explainWhy: boolean;
  /** The language of the mail (resident mails follow the lead's language); English when absent. */
  readonly locale?: MailLocale;
}

/** A constant (no double quote), so it goes into a double-quoted style attribute unescaped. */
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
const GREEN = '#166534';
const INK = '#1a2421';
const MUTED = '#3f4b47';
const WHITE = '#ffffff';
const BRAND = 'NYC Wildlife Dispatch';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Keeps only non-empty blocks; a helper for optional lines. */
export function compact(blocks: ReadonlyArray<Block | null>): Block[] {
  const out: Block[] = [];
  for (const block of blocks) {
    if (block === null) continue;
    if (block.kind === 'rows' && block.rows.length === 0) continue;
    if (block.kind === 'card' && block.rows.length === 0 && block.title === null) continue;
    out.push(block);
  }
  return out;
}

export function rows(entries: ReadonlyArray<readonly [string, Inline | null]>): Row[] {
  const out: Row[] = [];
  for (const [label, value] of entries) {
    if (value !== null && value !== '') out.push({ label, value });
  }
  return out;
}

export function p(...parts: Inline[]): Block {
  return { kind: 'p', parts };
}

function inlineText(part: Inline): string {
  if (typeof part === 'string') return part;
  return part.href.startsWith('tel:') ? part.label : `${part.label} (${part.href})`;
}

function inlineHtml(part: Inline): string {
  if (typeof part === 'string') return escapeHtml(part);
  return `<a href="${escapeHtml(part.href)}" style="color:${GREEN};text-decoration:underline;">${escapeHtml(part.label)}</a>`;
}

/**
 * A name typed by someone whose address is not verified is echoed only when it is plainly a
 * name: letters and marks, spaces, apostrophes, hyphens, and a dot only after a letter and before
 * a space or the end (initials). Anything else (a URL, a domain, an address, digits, brackets)
 * could become a clickable line in a genuine e-mail to a stranger: the greeting then has no name.
 */
const PLAIN_NAME = /^\p{L}\p{M}*(?:[\p{L}\p{M}'\u2019-]|\.(?= |$)| (?=[\p{L}\p{M}]))*$/u;

function greetingName(name: string | null): string | null {
  if (name === null) return null;
  const value = name.trim();
  return PLAIN_NAME.test(value) ? value : null;
}

function greetingLine(name: string | null | undefined, locale: MailLocale = 'en'): string | null {
  if (name === undefined) return null;
  const words = FRAME[locale];
  const plain = greetingName(name);
  return plain === null ? words.hello : words.helloName.replace('{name}', plain);
}

export function renderText(email: Email): string {
  const paragraphs: string[] = [email.heading];
  const greeting = greetingLine(email.greetingName, email.locale);
  if (greeting !== null) paragraphs.push(greeting);
  for (const block of email.blocks) {
    switch (block.kind) {
      case 'p':
        paragraphs.push(block.parts.map(inlineText).join(''));
        break;
      case 'button':
        paragraphs.push(`${block.label}: ${block.href}`);
        break;
      case 'rows':
        paragraphs.push(block.rows.map((row) => `${row.label}: ${inlineText(row.value)}`).join('\n'));
        break;
      case 'card': {
        const lines = block.title === null ? [] : [block.title];
        for (const row of block.rows) lines.push(`${row.label}: ${inlineText(row.value)}`);
        paragraphs.push(lines.join('\n'));
        break;
      }
    }
  }
  const frame = FRAME[email.locale ?? 'en'];
  const footer = ['--', frame.footer];
  if (email.explainWhy) footer.push(frame.why);
  paragraphs.push(footer.join('\n'));
  return `${paragraphs.join('\n\n')}\n`;
}

function rowsHtml(list: readonly Row[]): string {
  const items = list
    .map(
      (row) =>
        `<dt style="margin:0;font-weight:700;color:${MUTED};">${escapeHtml(row.label)}</dt>` +
        `<dd style="margin:0 0 8px 0;">${inlineHtml(row.value)}</dd>`,
    )
    .join('');
  return `<dl style="margin:0 0 16px 0;">${items}</dl>`;
}

export function renderHtml(email: Email): string {
  const body: string[] = [];
  body.push(
    `<h1 style="margin:0 0 16px 0;font-size:24px;line-height:1.3;color:${INK};">${escapeHtml(email.heading)}</h1>`,
  );
  const greeting = greetingLine(email.greetingName, email.locale);
  if (greeting !== null) body.push(`<p style="margin:0 0 16px 0;">${escapeHtml(greeting)}</p>`);
  for (const block of email.blocks) {
    switch (block.kind) {
      case 'p':
        body.push(`<p style="margin:0 0 16px 0;">${block.parts.map(inlineHtml).join('')}</p>`);
        break;
      case 'button':
        body.push(
          `<p style="margin:24px 0;"><a href="${escapeHtml(block.href)}" style="display:inline-block;` +
            `background-color:${GREEN};color:${WHITE};font-weight:700;font-size:16px;` +
            `padding:12px 20px;border-radius:6px;text-decoration:underline;">${escapeHtml(block.label)}</a></p>`,
        );
        break;
      case 'rows':
        body.push(rowsHtml(block.rows));
        break;
      case 'card':
        body.push(
          `<div style="margin:0 0 16px 0;padding:16px;border:1px solid #c9d3cf;border-radius:8px;">` +
            (block.title === null
              ? ''
              : `<h2 style="margin:0 0 12px 0;font-size:20px;line-height:1.3;color:${INK};">${escapeHtml(block.title)}</h2>`) +
            (block.rows.length === 0 ? '' : rowsHtml(block.rows)) +
            `</div>`,
        );
        break;
    }
  }
  const frame = FRAME[email.locale ?? 'en'];
  const footer = [`<p style="margin:0 0 8px 0;">${escapeHtml(frame.footer)}</p>`];
  if (email.explainWhy) footer.push(`<p style="margin:0;">${escapeHtml(frame.why)}</p>`);

  return [
    '<!doctype html>',
    `<html lang="${email.locale ?? 'en'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(email.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${WHITE};color:${INK};font-family:${FONT};font-size:16px;line-height:1.5;">`,
    `<div style="max-width:600px;margin:0 auto;background-color:${WHITE};">`,
    `<div style="background-color:${GREEN};color:${WHITE};padding:16px 24px;font-size:18px;font-weight:700;">${escapeHtml(BRAND)}</div>`,
    `<div style="padding:24px;font-size:16px;">`,
    ...body,
    '</div>',
    `<div style="padding:16px 24px;border-top:1px solid #c9d3cf;color:${MUTED};font-size:16px;">`,
    ...footer,
    '</div>',
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
