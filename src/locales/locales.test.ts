import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { LOCALES, LOCALE_PREFIX, TRANSLATED_LOCALES, isTranslatedPath, type TranslatedLocale } from '@/domain/locales';
import { TRANSLATIONS } from '@/locales';
import { MESSAGES } from '../../supabase/functions/_shared/locales/index.ts';
import { compare } from '@/testing/locale-parity';
import * as enChrome from '@/content/chrome';
import * as enConsent from '@/content/consent';
import * as enCoverage from '@/content/coverage-messages';
import * as enFaqs from '@/content/faqs';
import * as enHome from '@/content/home';
import * as enNyc from '@/content/nyc-overview';
import * as enRenters from '@/content/renters';
import * as enRightHelp from '@/content/right-help';
import * as enSiteCopy from '@/content/site-copy';
import * as enZip from '@/content/zip-messages';
import { BOROUGH_PAGES as enBoroughs } from '@/content/boroughs';
import { ACCESSIBILITY_STATEMENT } from '@/content/legal/accessibility';
import { DISCLAIMER } from '@/content/legal/disclaimer';
import { LEGAL_KEYS, type LegalKey } from '@/content/legal/paths';
import { PRIVACY_POLICY } from '@/content/legal/privacy';
import { TERMS_OF_USE } from '@/content/legal/terms';
import type { LegalPage, LegalSummary, LegalSummaryCopy } from '@/content/types';

/**
 * Every translated content module against its English original: the same keys and array lengths
 * all the way down, the same {tokens}, every copy string actually translated (equal to English
 * only where the key holds a code, a slug, a path or a proper name), and links that stay in the
 * language wherever the page exists in it.
 */
type Modules = Record<string, unknown>;
const english: Modules = {
  chrome: enChrome,
  consent: enConsent,
  coverage: enCoverage,
  faqs: enFaqs,
  home: enHome,
  nyc: enNyc,
  renters: enRenters,
  rightHelp: enRightHelp,
  siteCopy: enSiteCopy,
  zip: enZip,
  boroughs: enBoroughs,
};
/** Every module of every language's folder (a new folder is checked without a line here). */
const FOLDERS = import.meta.glob<Modules>(['./*/*.ts', './*/legal/*.ts'], { eager: true });
const folderOf = (locale: TranslatedLocale) => LOCALE_PREFIX[locale].slice(1);
function moduleOf(locale: TranslatedLocale, file: string): Modules {
  const module = FOLDERS[`./${folderOf(locale)}/${file}.ts`];
  if (!module) throw new Error(`src/locales/${folderOf(locale)}/${file}.ts is missing`);
  return module;
}
const TRANSLATED_MODULES = { chrome: 'chrome', consent: 'consent', coverage: 'coverage-messages', faqs: 'faqs', home: 'home', nyc: 'nyc-overview', renters: 'renters', rightHelp: 'right-help', siteCopy: 'site-copy', zip: 'zip-messages' } as const;
const translated = {} as Record<TranslatedLocale, Modules>;
for (const locale of TRANSLATED_LOCALES) {
  const modules: Modules = Object.fromEntries(Object.entries(TRANSLATED_MODULES).map(([name, file]) => [name, moduleOf(locale, file)]));
  translated[locale] = { ...modules, boroughs: moduleOf(locale, 'boroughs').BOROUGH_PAGES };
}

describe.each(TRANSLATED_LOCALES)('the %s copy', (locale) => {
  it('has every English key, the same shapes and tokens, and no string left in English', () => {
    const problems: string[] = [];
    for (const [name, module] of Object.entries(english)) compare(module, translated[locale][name], name, locale, problems);
    expect(problems).toEqual([]);
  });

  it('marks a link to a page that exists only in English (a card by a separate tag, never in its title)', () => {
    const marker = (translated[locale].chrome as typeof enChrome).CHROME_COPY.englishMarker.trim();
    expect(marker).not.toBe('');
    const problems: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
      else if (value !== null && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        const href = record.href;
        if (typeof href === 'string' && href.startsWith('/') && !isTranslatedPath(href) && !href.startsWith(LOCALE_PREFIX[locale])) {
          // A card (a title) gets its own tag beside the title (chrome.englishTag, FeatureCards),
          // so its title never carries the marker; a menu or text link says it in its label.
          if (typeof record.title === 'string') {
            if (record.title.includes(marker)) problems.push(`${where}: ${href} titled ${record.title} (the tag is shown apart)`);
          } else {
            const label = [record.label, record.text].find((v): v is string => typeof v === 'string');
            if (!label?.includes(marker)) problems.push(`${where}: ${href} labelled ${label ?? '(nothing)'}`);
          }
        }
        for (const [k, v] of Object.entries(record)) walk(v, `${where}.${k}`);
      }
    };
    for (const [name, module] of Object.entries(translated[locale])) walk(module, name);
    expect(problems).toEqual([]);
  });

  it('keeps the same facts: every phone-like number, agency number and ZIP of the English copy', () => {
    const numbers = (module: unknown) => (JSON.stringify(module).match(/\b\d{3,}\b/g) ?? []).sort();
    for (const [name, module] of Object.entries(english)) {
      expect(numbers(translated[locale][name]), `${locale} ${name}`).toEqual(numbers(module));
    }
  });
});

/**
 * The legal pages in the other languages are summaries (the English text stays binding), so they
 * are not checked key for key: each follows the English page's sections one for one, was written
 * from its current version, uses only its tokens, states no number it does not state, and is
 * written in the language.
 */
const ENGLISH_LEGAL: Record<LegalKey, LegalPage> = { terms: TERMS_OF_USE, privacy: PRIVACY_POLICY, disclaimer: DISCLAIMER, accessibility: ACCESSIBILITY_STATEMENT };
const SUMMARIES = Object.fromEntries(
  TRANSLATED_LOCALES.map((locale) => [
    locale,
    {
      copy: moduleOf(locale, 'legal/common').LEGAL_SUMMARY_COPY,
      pages: {
        terms: moduleOf(locale, 'legal/terms').TERMS_SUMMARY,
        privacy: moduleOf(locale, 'legal/privacy').PRIVACY_SUMMARY,
        disclaimer: moduleOf(locale, 'legal/disclaimer').DISCLAIMER_SUMMARY,
        accessibility: moduleOf(locale, 'legal/accessibility').ACCESSIBILITY_SUMMARY,
      },
    },
  ]),
) as Record<TranslatedLocale, { copy: LegalSummaryCopy; pages: Record<LegalKey, LegalSummary> }>;

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (k === 'summarizes' || k === 'lastUpdated' ? [] : texts(v)));
  return [];
}
const tokensOf = (value: unknown) => new Set(texts(value).flatMap((t) => t.match(/\{[a-zA-Z]+\}/g) ?? []));
const numbersOf = (value: unknown) => new Set(texts(value).flatMap((t) => t.match(/\d+/g) ?? []));
/**
 * The share of Latin letters in a Chinese text, once tokens, acronyms and an official English name
 * given in brackets after its translation are left out: English left in place shows.
 */
const latinShare = (text: string) => (text.replace(/[（(][^（）()]*[）)]/g, '').replace(/\{[a-zA-Z]+\}|NYC|DEC|NWCO|WCAG|AA|SMS|STOP|HELP|Stripe|Supabase|Resend|Twilio|PDF/g, '').match(/[A-Za-z]/g) ?? []).length / Math.max(text.length, 1);

describe.each(TRANSLATED_LOCALES)('the %s legal summaries', (locale) => {
  const { copy, pages } = SUMMARIES[locale];
  const chrome = (translated[locale].chrome as typeof enChrome).CHROME_COPY;

  it.each(LEGAL_KEYS)('%s follows the current English page section for section, in the language', (key) => {
    const en = ENGLISH_LEGAL[key];
    const summary = pages[key];
    expect(summary.summarizes, 'written from the current English version').toBe(en.lastUpdated);
    expect(summary.sections).toHaveLength(en.sections.length);
    expect(summary.title).toBe(chrome.nav[key]);
    expect(summary.seo.description.length).toBeGreaterThanOrEqual(locale === 'es' ? 70 : 30);
    expect(summary.seo.description.length).toBeLessThanOrEqual(160);
    const englishTokens = tokensOf(en);
    expect([...tokensOf(summary)].filter((t) => !englishTokens.has(t)), 'tokens the English page does not use').toEqual([]);
    const englishNumbers = numbersOf(en);
    expect([...numbersOf(summary)].filter((n) => !englishNumbers.has(n)), 'numbers the English page does not state').toEqual([]);
    const englishTexts = new Set(texts(en));
    for (const text of texts(summary)) {
      expect(englishTexts.has(text), `left in English: ${text}`).toBe(false);
      if (locale !== 'es') expect(latinShare(text), `English words in Chinese: ${text}`).toBeLessThan(0.2);
    }
  });

  it('says the English text is binding and links the English page from every summary', () => {
    expect(copy.questions).toContain('{dispatchEmail}');
    for (const text of [copy.notice, copy.readEnglish, copy.englishVersionOf]) expect(text.trim()).not.toBe('');
    expect(new Set(Object.values(copy)).size).toBe(Object.values(copy).length);
  });
});

/**
 * A language other than English is one folder, src/locales/<its prefix>/, registered by one line
 * in src/locales/index.ts: the same files as every other language's folder, and nothing in it
 * reaches into another language's folder.
 */
describe('one folder per language', () => {
  const ROOT = import.meta.dirname;
  const filesOf = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOf(join(dir, e.name)) : [relative(ROOT, join(dir, e.name))]));
  const folders = readdirSync(ROOT, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

  it('every registered language has its folder, and every folder is registered', () => {
    expect(folders).toEqual(TRANSLATED_LOCALES.map(folderOf).sort());
    expect(Object.keys(TRANSLATIONS).sort()).toEqual([...TRANSLATED_LOCALES].sort());
  });

  it("the e-mails' and texts' words are one folder per language too, English's included, each registered", () => {
    const messages = join(ROOT, '..', '..', 'supabase/functions/_shared/locales');
    const dirs = readdirSync(messages, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    expect(dirs).toEqual(['en', ...TRANSLATED_LOCALES.map(folderOf)].sort());
    const names = (folder: string) => filesOf(join(messages, folder)).map((f) => relative(join(messages, folder), join(ROOT, f))).sort();
    for (const folder of dirs) expect(names(folder), folder).toEqual(names('en'));
    expect(Object.keys(MESSAGES)).toEqual([...LOCALES]);
  });

  it.each(TRANSLATED_LOCALES)('%s has the same files as Spanish', (locale) => {
    const names = (folder: string) => filesOf(join(ROOT, folder)).map((f) => f.slice(folder.length + 1)).sort();
    expect(names(folderOf(locale))).toEqual(names('es'));
  });

  it.each(TRANSLATED_LOCALES)('%s imports nothing from another language', (locale) => {
    const folder = join(ROOT, folderOf(locale));
    const problems: string[] = [];
    for (const file of filesOf(folder)) {
      const source = readFileSync(join(ROOT, file), 'utf8');
      for (const [, spec] of source.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
        if (spec?.startsWith('@/locales')) problems.push(`${file}: ${spec} (its own words by a relative path)`);
        const target = spec?.startsWith('.') ? resolve(ROOT, file, '..', spec) : '';
        const other = folders.find((f) => f !== folderOf(locale) && target.startsWith(`${join(ROOT, f)}/`));
        if (other) problems.push(`${file}: ${spec} is ${other}'s`);
      }
    }
    expect(problems).toEqual([]);
  });
});
