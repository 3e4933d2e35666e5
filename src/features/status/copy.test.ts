import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale, TranslatedLocale } from '@/domain/locales';
import { STATUS_ERROR_CODES, type StatusCopy } from './copy';
import { plural } from './messages';
import { STATUS_COPY as en } from './locales/en';
import { STATUS_COPY as es } from '@/locales/es/status';
import { STATUS_COPY as zhHans } from '@/locales/zh-hans/status';
import { STATUS_COPY as zhHant } from '@/locales/zh-hant/status';

const TRANSLATIONS: Record<TranslatedLocale, StatusCopy> = { es, 'zh-Hant': zhHant, 'zh-Hans': zhHans };

/** Strings a translation may share with English: proper names and punctuation. */
const SAME_AS_ENGLISH = new Set(['Manhattan', 'Brooklyn', 'Queens', 'Staten Island', ', ']);

const PLURAL_CATEGORIES = new Set<string>(['zero', 'one', 'two', 'few', 'many', 'other']);
/** A counted string (copy.ts PluralCopy): its keys are plural categories, `other` among them. */
const isPlural = (value: object) => 'other' in value && Object.keys(value).every((key) => PLURAL_CATEGORIES.has(key));

/** Every string of a copy by its path ('steps.received', 'emergency.lines.0'); a plural's forms under its own path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value !== null && typeof value === 'object') {
    if (!Array.isArray(value) && isPlural(value)) return Object.entries(value).map(([form, text]) => [`${path}#${form}`, text as string]);
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  }
  throw new Error(`${path} is neither a string nor an object`);
}
/** The paths, with a plural counted once. */
const keysOf = (copy: StatusCopy) => [...new Set(leaves(copy).map(([path]) => path.replace(/#.*$/, '')))].sort();
const placeholders = (text: string) => [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(TRANSLATIONS))('the %s status copy', (locale, copy) => {
  it('has exactly the English keys', () => {
    expect(keysOf(copy)).toEqual(keysOf(en));
  });

  it('translates every string (only proper names and punctuation stay as in English)', () => {
    const english = new Map(leaves(en));
    for (const [path, text] of leaves(copy)) {
      expect(text.trim(), path).not.toBe('');
      const source = english.get(path) ?? english.get(path.replace(/#.*$/, '#other'));
      if (!SAME_AS_ENGLISH.has(text)) expect(text, path).not.toBe(source);
    }
  });

  it('keeps the placeholders of each English string', () => {
    const english = new Map(leaves(en));
    for (const [path, text] of leaves(copy)) {
      const source = english.get(path) ?? english.get(path.replace(/#.*$/, '#other')) ?? '';
      expect(placeholders(text), path).toEqual(placeholders(source));
    }
  });

  it("gives a counted string's forms for the language's plural categories only", () => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    for (const form of Object.keys(copy.waitingTooLong)) expect(categories).toContain(form);
  });

  it('keeps the facts: phone numbers, agencies and the licensing body', () => {
    for (const number of ['911', '311']) expect(copy.emergency.lines.join(' ')).toContain(number);
    expect(copy.emergency.lines[4]).toContain('ACC');
    for (const label of Object.values(copy.professional.credentials)) expect(label).toContain('NYS DEC');
  });
});

describe('the Chinese status copy', () => {
  it.each([
    ['zh-Hant', zhHant],
    ['zh-Hans', zhHans],
  ] as const)('%s writes full-width punctuation', (_locale, copy) => {
    for (const [path, text] of leaves(copy)) {
      // ASCII punctuation only inside Latin names ('Animal Care Centers of NYC'), never after Chinese.
      expect(text, path).not.toMatch(/[\u3400-\u9fff][,.;:?!()]|[,.;:?!()][\u3400-\u9fff]/);
      expect(text, path).not.toMatch(/[,;:?!]\s/);
    }
  });

  it('names the boroughs as New York City writes them', () => {
    expect(Object.values(zhHant.boroughs)).toEqual(['曼哈頓', '布魯克林', '皇后區', '布朗士', '史泰登島']);
    expect(Object.values(zhHans.boroughs)).toEqual(['曼哈顿', '布鲁克林', '皇后区', '布朗克斯', '史泰登岛']);
    expect(Object.values(es.boroughs)).toEqual(['Manhattan', 'Brooklyn', 'Queens', 'el Bronx', 'Staten Island']);
  });
});

describe('counted strings', () => {
  it.each([
    ['en', 1, en.waitingTooLong.other],
    ['en', 3, en.waitingTooLong.other],
    ['es', 1, es.waitingTooLong.one],
    ['es', 3, es.waitingTooLong.other],
    ['zh-Hant', 1, zhHant.waitingTooLong.other],
  ] as [Locale, number, string][])('%s, %i: the right form', (locale, count, form) => {
    const copy = { en, es, 'zh-Hant': zhHant, 'zh-Hans': zhHans }[locale];
    expect(plural(copy.waitingTooLong, locale, count)).toBe(form);
  });
});

describe("the database's reasons", () => {
  it('English gives them word for word as the migrations raise them (the English page shows them as they come)', () => {
    const dir = join(process.cwd(), 'supabase/migrations');
    const sql = readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .join('\n');
    for (const code of STATUS_ERROR_CODES) {
      const message = en.serverErrors[code].replace(/'/g, "''");
      expect(sql, code).toContain(`errcode = '${code}', message = '${message}'`);
    }
  });
});

describe('who imports which words', () => {
  const here = join(process.cwd(), 'src/features/status');
  it('the components import only the type of the copy, never a language', () => {
    const modules = readdirSync(here).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
    expect(modules).toContain('status-view.tsx');
    for (const name of modules) {
      const source = readFileSync(join(here, name), 'utf8');
      expect(source, name).not.toMatch(/from '[^']*locales\//);
    }
  });

  it("each language's route module imports its own copy and no other", () => {
    const src = join(process.cwd(), 'src');
    const english = readFileSync(join(src, 'pages/status.tsx'), 'utf8');
    expect([...english.matchAll(/from '@\/(?:features\/status\/)?locales\/([^']+)'/g)].map((m) => m[1]), 'pages/status.tsx').toEqual(['en']);
    for (const folder of ['es', 'zh-hant', 'zh-hans']) {
      const file = `locales/${folder}/pages/status.tsx`;
      const source = readFileSync(join(src, file), 'utf8');
      // Its own words come from its own folder (relative paths); never from another language's.
      expect([...source.matchAll(/from '(\.[^']*|@\/locales[^']*)'/g)].map((m) => m[1]), file).toEqual(['../status']);
    }
  });
});
