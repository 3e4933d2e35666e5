import { describe, expect, it } from 'vitest';
import { LOCALE_PREFIX, TRANSLATED_LOCALES, isTranslatedPath, type TranslatedLocale } from '@/domain/locales';
import { compare } from '@/testing/locale-parity';
import * as enChrome from '../chrome';
import * as enConsent from '../consent';
import * as enCoverage from '../coverage-messages';
import * as enFaqs from '../faqs';
import * as enHome from '../home';
import * as enNyc from '../nyc-overview';
import * as enRenters from '../renters';
import * as enRightHelp from '../right-help';
import * as enSiteCopy from '../site-copy';
import * as enZip from '../zip-messages';
import { BOROUGH_PAGES as enBoroughs } from '../boroughs';
import * as esChrome from './es/chrome';
import * as esConsent from './es/consent';
import * as esCoverage from './es/coverage-messages';
import * as esFaqs from './es/faqs';
import * as esHome from './es/home';
import * as esNyc from './es/nyc-overview';
import * as esRenters from './es/renters';
import * as esRightHelp from './es/right-help';
import * as esSiteCopy from './es/site-copy';
import * as esZip from './es/zip-messages';
import { BOROUGH_PAGES as esBoroughs } from './es/boroughs';
import * as hantChrome from './zh-hant/chrome';
import * as hantConsent from './zh-hant/consent';
import * as hantCoverage from './zh-hant/coverage-messages';
import * as hantFaqs from './zh-hant/faqs';
import * as hantHome from './zh-hant/home';
import * as hantNyc from './zh-hant/nyc-overview';
import * as hantRenters from './zh-hant/renters';
import * as hantRightHelp from './zh-hant/right-help';
import * as hantSiteCopy from './zh-hant/site-copy';
import * as hantZip from './zh-hant/zip-messages';
import { BOROUGH_PAGES as hantBoroughs } from './zh-hant/boroughs';
import * as hansChrome from './zh-hans/chrome';
import * as hansConsent from './zh-hans/consent';
import * as hansCoverage from './zh-hans/coverage-messages';
import * as hansFaqs from './zh-hans/faqs';
import * as hansHome from './zh-hans/home';
import * as hansNyc from './zh-hans/nyc-overview';
import * as hansRenters from './zh-hans/renters';
import * as hansRightHelp from './zh-hans/right-help';
import * as hansSiteCopy from './zh-hans/site-copy';
import * as hansZip from './zh-hans/zip-messages';
import { BOROUGH_PAGES as hansBoroughs } from './zh-hans/boroughs';

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
const translated: Record<TranslatedLocale, Modules> = {
  es: { chrome: esChrome, consent: esConsent, coverage: esCoverage, faqs: esFaqs, home: esHome, nyc: esNyc, renters: esRenters, rightHelp: esRightHelp, siteCopy: esSiteCopy, zip: esZip, boroughs: esBoroughs },
  'zh-Hant': { chrome: hantChrome, consent: hantConsent, coverage: hantCoverage, faqs: hantFaqs, home: hantHome, nyc: hantNyc, renters: hantRenters, rightHelp: hantRightHelp, siteCopy: hantSiteCopy, zip: hantZip, boroughs: hantBoroughs },
  'zh-Hans': { chrome: hansChrome, consent: hansConsent, coverage: hansCoverage, faqs: hansFaqs, home: hansHome, nyc: hansNyc, renters: hansRenters, rightHelp: hansRightHelp, siteCopy: hansSiteCopy, zip: hansZip, boroughs: hansBoroughs },
};

describe.each(TRANSLATED_LOCALES)('the %s copy', (locale) => {
  it('has every English key, the same shapes and tokens, and no string left in English', () => {
    const problems: string[] = [];
    for (const [name, module] of Object.entries(english)) compare(module, translated[locale][name], name, locale, problems);
    expect(problems).toEqual([]);
  });

  it('marks a link to a page that exists only in English', () => {
    const marker = (translated[locale].chrome as typeof enChrome).CHROME_COPY.englishMarker.trim();
    expect(marker).not.toBe('');
    const problems: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
      else if (value !== null && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        const href = record.href;
        if (typeof href === 'string' && href.startsWith('/') && !isTranslatedPath(href) && !href.startsWith(LOCALE_PREFIX[locale])) {
          const label = [record.label, record.title, record.text].find((v): v is string => typeof v === 'string');
          if (!label?.includes(marker)) problems.push(`${where}: ${href} labelled ${label ?? '(nothing)'}`);
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
