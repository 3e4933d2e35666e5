/**
 * Words that described a service different from the one built (issue 24, second content
 * review) must not come back, in any language, in the site's copy, the forms' messages or the
 * e-mails. The source of every copy module is scanned (English, Spanish, Traditional and
 * Simplified Chinese), so a phrase returning anywhere fails here.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '@/testing/source-files';
import { lineHours } from './line-hours';
import * as enChrome from './chrome';
import * as enHome from './home';
import * as enSiteCopy from './site-copy';
import * as esChrome from '@/locales/es/chrome';
import * as esHome from '@/locales/es/home';
import * as esSiteCopy from '@/locales/es/site-copy';
import * as hantChrome from '@/locales/zh-hant/chrome';
import * as hantHome from '@/locales/zh-hant/home';
import * as hantSiteCopy from '@/locales/zh-hant/site-copy';
import * as hansChrome from '@/locales/zh-hans/chrome';
import * as hansHome from '@/locales/zh-hans/home';
import * as hansSiteCopy from '@/locales/zh-hans/site-copy';
import { CONTACT_SUCCESS_COPY as enSuccess } from './page-copy';
import { DISCLAIMER } from './legal/disclaimer';
import { PRIVACY_POLICY } from './legal/privacy';
import { TERMS_OF_USE } from './legal/terms';
import { DISCLAIMER_SUMMARY as esDisclaimer } from '@/locales/es/legal/disclaimer';
import { PRIVACY_SUMMARY as esPrivacy } from '@/locales/es/legal/privacy';
import { TERMS_SUMMARY as esTerms } from '@/locales/es/legal/terms';
import { DISCLAIMER_SUMMARY as hantDisclaimer } from '@/locales/zh-hant/legal/disclaimer';
import { PRIVACY_SUMMARY as hantPrivacy } from '@/locales/zh-hant/legal/privacy';
import { TERMS_SUMMARY as hantTerms } from '@/locales/zh-hant/legal/terms';
import { DISCLAIMER_SUMMARY as hansDisclaimer } from '@/locales/zh-hans/legal/disclaimer';
import { PRIVACY_SUMMARY as hansPrivacy } from '@/locales/zh-hans/legal/privacy';
import { TERMS_SUMMARY as hansTerms } from '@/locales/zh-hans/legal/terms';
import { CONTACT_SUCCESS_COPY as esSuccess } from '@/locales/es/page-copy';
import { CONTACT_SUCCESS_COPY as hantSuccess } from '@/locales/zh-hant/page-copy';
import { CONTACT_SUCCESS_COPY as hansSuccess } from '@/locales/zh-hans/page-copy';

const ROOT = join(__dirname, '..', '..');

/** Every copy source: content, every feature's words, and the e-mail templates. */
const FILES = [
  ...sourceFiles(join(ROOT, 'src', 'content')),
  ...sourceFiles(join(ROOT, 'src', 'locales')),
  ...sourceFiles(join(ROOT, 'src', 'features')),
  ...sourceFiles(join(ROOT, 'src', 'components')),
  join(ROOT, 'supabase', 'functions', '_shared', 'templates.ts'),
  ...sourceFiles(join(ROOT, 'supabase', 'functions', '_shared', 'mail')),
].map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

function expectNowhere(patterns: readonly RegExp[]) {
  for (const { path, text } of FILES) {
    for (const pattern of patterns) expect(text, `${path} ${String(pattern)}`).not.toMatch(pattern);
  }
}

describe('issue 24: words that must not come back', () => {
  it('scans the copy of all four languages and the e-mails', () => {
    const paths = FILES.map((f) => f.path);
    for (const expected of [
      'src/locales/es/home.ts',
      'src/locales/zh-hant/home.ts',
      'src/locales/zh-hans/home.ts',
      'src/locales/es/report/common.ts',
      'supabase/functions/_shared/templates.ts',
      'supabase/functions/_shared/mail/locale.ts',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('item 5: nobody is "connected" at submission, and nothing happens "shortly"', () => {
    expectNowhere([
      /connected you with/i,
      /shortly/i,
      /Le pusimos en contacto/,
      /en breve/,
      /我們已為您聯繫/,
      /我们已为您联系/,
      /很快會與您聯絡/,
      /很快会与您联系/,
    ]);
  });

  it('item 7: the e-mail neither says "They will call you" nor labels every credential a licence', () => {
    expectNowhere([/They will call you/, /Le va a llamar/, /會致電給您/, /会给您打电话/, /licence: 'NYS DEC licence'/, /'NYS DEC 執照'/, /'NYS DEC 执照'/]);
  });

  it('item 12: no lead billing, no "zero" fee, no "exclusive, pre-qualified" leads, no paying anyway', () => {
    expectNowhere([/Zero Sign-Up/i, /Performance-Based/i, /pay only for qualified/i, /pre-qualified/i, /exclusive,/i, /pay anyway/i]);
  });

  it('item 13: only what the review checks (no "fully insured", "carefully vetted", "experienced")', () => {
    expectNowhere([
      /fully insured/i,
      /carefully vetted/i,
      /experienced wildlife/i,
      /totalmente asegurados/,
      /Evaluados con cuidado/,
      /con experiencia en fauna/,
      /全面投保/,
      /保险齐全/,
      /仔細審核/,
      /仔细审核/,
      /經驗豐富/,
      /经验丰富/,
    ]);
  });

  it('item 14: "one professional only" is gone: one at a time, and only the one who accepts gets the contact details', () => {
    expectNowhere([/one professional only/i, /details to one professional/i]);
  });

  it('item 18: the footer does not warrant the work', () => {
    expectNowhere([
      /All wildlife control work is performed by/i,
      /Todo el trabajo de control de fauna silvestre lo realizan/,
      /所有野生動物控制工作均由/,
      /所有野生动物防治工作均由/,
    ]);
    for (const chrome of [enChrome, esChrome, hantChrome, hansChrome]) {
      expect(chrome.FOOTER_COPY.copyright).toMatch(/independent businesses|empresas independientes|獨立商家|独立商家/);
    }
  });

  it('item 15: "24/7" only when the dispatch line is staffed around the clock (the default build says it nowhere)', () => {
    expect(lineHours('24/7', 'plain', true)).toBe('24/7');
    expect(lineHours('24/7', 'plain', false)).toBe('plain');
    const resident = JSON.stringify([enChrome, enHome, enSiteCopy, esChrome, esHome, esSiteCopy, hantChrome, hantHome, hantSiteCopy, hansChrome, hansHome, hansSiteCopy]);
    expect(resident).not.toMatch(/24\/7|24 小時|24小時|24小时|全天候|全年無休/);
    // In the source, every "24/7" line wording sits in lineHours' first argument.
    for (const { path, text } of FILES) {
      for (const line of text.split('\n')) {
        if (!/24\/7 (dispatch )?line|línea (de despacho )?24\/7|Llame 24\/7|Call 24\/7|24 小時(調度)?專線|24小时(调度)?专线|全天候调度(热|专)线|全天候調度(熱|專)線|open 24\/7|atiende 24\/7/.test(line)) continue;
        expect(line.trimStart(), path).toMatch(/^(([a-zA-Z]+: )?lineHours\(|\/\*\*|\*|\/\/)/);
      }
    }
  });

  it('items 9 and 13: the home card and the badges say what is checked, in every language', () => {
    for (const badges of [enSiteCopy.TRUST_BADGES, esSiteCopy.TRUST_BADGES, hantSiteCopy.TRUST_BADGES, hansSiteCopy.TRUST_BADGES]) {
      expect(badges).toHaveLength(4);
    }
    const card = (home: typeof enHome) => JSON.stringify(home);
    expect(card(enHome)).toContain('the pesticide applicator certification for rat and mouse work');
    expect(card(esHome as unknown as typeof enHome)).toContain('la certificación de aplicador de pesticidas para trabajos con ratas y ratones');
    expect(card(hantHome as unknown as typeof enHome)).toContain('處理大老鼠和小老鼠須持農藥認證');
    expect(card(hansHome as unknown as typeof enHome)).toContain('处理大老鼠和小老鼠须持农药认证');
    // "Rodent and pigeon baiting" as the only alternative to the licence is gone.
    expectNowhere([/pesticide certification for rodent and pigeon baiting/, /para poner cebo contra roedores y palomas/, /針對鼠類和鴿子投放誘餌/, /投放鼠类和鸽子诱饵/]);
  });

  it('item 6: the success hero has a phone-only version that says what the notice says, in every language', () => {
    const cases = [
      [enSuccess, /handles your request by phone/, /finding one licensed professional/],
      [esSuccess, /atiende su solicitud por teléfono/, /Estamos buscando/],
      [hantSuccess, /以電話處理/, /正在為您尋找/],
      [hansSuccess, /通过电话处理/, /正在为您寻找/],
    ] as const;
    for (const [success, phone, looking] of cases) {
      expect(success.phoneOnlyText).toMatch(phone);
      expect(success.phoneOnlyText).not.toMatch(looking);
      expect(success.text).toMatch(looking);
    }
  });

  it('items 8 and 10: the Terms and the Disclaimer state the credential rule, not an NWCO licence of everyone, in every summary too', () => {
    const terms = JSON.stringify(TERMS_OF_USE);
    expect(terms).not.toMatch(/hold a current New York State Department of Environmental Conservation \(DEC\) Nuisance Wildlife Control Operator license and liability insurance/);
    expect(terms).toContain('pigeon trapping included (Environmental Conservation Law sections 11-0524 and 11-0523)');
    expect(terms).toContain('a commercial pesticide applicator certification to apply baits, repellents or avicides');
    expect(terms).toContain('offers rat and mouse work only to professionals with the pesticide applicator certification');
    expect(terms).toContain('we do not charge for the requests we offer');
    expect(JSON.stringify(DISCLAIMER)).toContain('a commercial pesticide applicator certification for baits, repellents and avicides');
    for (const page of [TERMS_OF_USE, DISCLAIMER, PRIVACY_POLICY]) expect(page.lastUpdated).toBe('2026-11-26');
    for (const summary of [esTerms, hantTerms, hansTerms, esDisclaimer, hantDisclaimer, hansDisclaimer, esPrivacy, hantPrivacy, hansPrivacy]) {
      expect(summary.summarizes).toBe('2026-11-26');
    }
    expect(JSON.stringify(esTerms)).toMatch(/captura de palomas.*certificación de aplicador comercial de pesticidas/);
    expect(JSON.stringify(hantTerms)).toMatch(/捕捉鴿子.*商業農藥施用員認證/);
    expect(JSON.stringify(hansTerms)).toMatch(/捕捉鸽子.*商业农药施用员认证/);
  });

  it('item 19: the privacy policy discloses completion records, the DEC annual report, local storage, the phone line, what an offered professional sees and the source fields', () => {
    const text = JSON.stringify(PRIVACY_POLICY);
    for (const fact of [
      'completion record',
      'annual report with the New York State Department of Environmental Conservation that lists each client’s name and address',
      'local storage after you close the tab',
      'the language you chose',
      'this website records nothing about them',
      'A professional who is offered it sees only the ZIP code, borough, animal, property type, how long it has been going on, your preferred language and your description',
      'which form was used (its source) and the page it was sent from (its source page)',
      'which NYS DEC credential they hold',
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(JSON.stringify(esPrivacy)).toMatch(/almacenamiento local.*no registra nada de las llamadas[\s\S]*nombre y la dirección de cada cliente/);
    expect(JSON.stringify(hantPrivacy)).toMatch(/本機儲存空間.*不會記錄任何撥打調度專線的通話[\s\S]*每位客戶的姓名和地址/);
    expect(JSON.stringify(hansPrivacy)).toMatch(/本地存储.*不会记录任何拨打调度专线的通话[\s\S]*每位客户的姓名和地址/);
  });
});
