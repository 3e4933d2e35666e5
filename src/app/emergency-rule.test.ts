/**
 * The emergency rule is said once (content/emergency.ts, whose words live in
 * supabase/functions/_shared/emergency-*.ts) and nowhere contradicted: no copy in any language
 * tells anyone to confine or catch a wild animal that is not a bat, and no bite advice says
 * "call 311" without washing the wound and seeing a doctor first. Reads every content module,
 * every feature's locale files, the e-mail templates and the pages, both as the values they
 * export and as the string literals in their source (advice kept in an unexported constant counts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from '@/testing/source-files';
import { describe, expect, it } from 'vitest';
import { EMERGENCY_RULE } from '../../supabase/functions/_shared/emergency.ts';
import { animalParagraph, batParagraph, biteParagraph, type EmergencyLanguage } from '@/content/emergency';
import { allStrings } from '@/content/stated-dates';
import { adviceFor as adviceEn } from '@/content/right-help';
import { adviceFor as adviceEs } from '@/locales/es/right-help';
import { adviceFor as adviceHans } from '@/locales/zh-hans/right-help';
import { adviceFor as adviceHant } from '@/locales/zh-hant/right-help';
import { SITUATIONS } from '@/domain/options';
import { CONTACT_COPY_EN } from '@/features/report-issue/locales/en-contact';
import { CONTACT_COPY as CONTACT_ES } from '@/locales/es/report/contact';
import { CONTACT_COPY as CONTACT_HANS } from '@/locales/zh-hans/report/contact';
import { CONTACT_COPY as CONTACT_HANT } from '@/locales/zh-hant/report/contact';
import { STATUS_COPY as STATUS_EN } from '@/features/status/locales/en';
import { STATUS_COPY as STATUS_ES } from '@/locales/es/status';
import { STATUS_COPY as STATUS_HANS } from '@/locales/zh-hans/status';
import { STATUS_COPY as STATUS_HANT } from '@/locales/zh-hant/status';
import { FAQ_PAGE_CONTENT as FAQ_PAGE } from '@/content/faqs';
import { FAQ_PAGE_CONTENT as FAQ_ES } from '@/locales/es/faqs';
import { FAQ_PAGE_CONTENT as FAQ_HANS } from '@/locales/zh-hans/faqs';
import { FAQ_PAGE_CONTENT as FAQ_HANT } from '@/locales/zh-hant/faqs';
import { SPECIES_PAGES } from '@/content/species';
import { TEMPLATE_NAMES, renderEmail } from '../../supabase/functions/_shared/templates.ts';

const ROOT = join(__dirname, '..', '..');
const LANGUAGES: readonly EmergencyLanguage[] = ['en', 'es', 'zh-Hant', 'zh-Hans'];

/** Advice to confine or catch an animal (a bat is the only exception, and its rule never uses these words). */
const CONFINING: readonly RegExp[] = [
  /\bconfin(?:e|ed|ing)\b/i,
  /(?:catch|trap|capture)[^.]{0,30}bare[- ]?hand/i,
  /cover it with a container/i,
  /\bcontain it\b/i,
  /\b(?:catch|capture|trap) it (?:yourself|with gloves|safely|bare)/i,
  /encerr(?:ado|ada|arlo|arla)|enciérrel[oa]/i,
  /manos descubiertas/i,
  /atráp(?:elo|ela)\b/i,
  /困住|關住|关住|徒手/,
];

/** A sentence telling a bitten or scratched person what to do (not a dead animal that bit someone). */
const BITE_ADVICE = /\bbitten\b|\bbites? (?:or|and) scratch|mordid[oa]|mordedura o (?:un )?arañazo|mordió o arañó a alguien|被咬/i;
const WOUND_CARE = /soap|jabón|肥皂/i;
const DOCTOR = /medical|doctor|médic|就醫|就医/i;

/** Every file whose words a resident can read: content, each feature's locales, pages, the e-mails. */
function copyFiles(): string[] {
  const features = readdirSync(join(ROOT, 'src/features')).flatMap((feature) => {
    const dir = join(ROOT, 'src/features', feature);
    return [...sourceFiles(dir).filter((f) => f.includes('/locales/') || /copy\.tsx?$|messages\.tsx?$/.test(f))];
  });
  return [
    ...sourceFiles(join(ROOT, 'src/content')),
    ...sourceFiles(join(ROOT, 'src/pages')),
    ...sourceFiles(join(ROOT, 'src/locales')),
    ...features,
    ...sourceFiles(join(ROOT, 'supabase/functions/_shared')),
  ];
}

/** The string literals of a source file (template literals by their fixed parts). */
function literals(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) found.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every word the site and the e-mails show, as values (so composed strings are read whole). */
function shownStrings(): string[] {
  const modules = import.meta.glob(['/src/content/**/*.ts', '/src/features/*/locales/**/*.ts', '/src/locales/**/*.ts', '!**/*.test.ts', '!/src/locales/**/index.ts'], { eager: true });
  const mails = LANGUAGES.flatMap((language) =>
    TEMPLATE_NAMES.map((name) => renderEmail(name, { language, reference: 'NYC-7K3P', name: 'Ana', borough: 'Bronx', species: ['Raccoons'], status_token: 't' }, { siteUrl: 'https://example.org', dispatchPhone: '(212) 555-0100' }).text),
  );
  const draft = { animalType: 'Domestic cat or dog', situations: SITUATIONS };
  const cards = [adviceEn, adviceEs, adviceHant, adviceHans].flatMap((adviceFor) => adviceFor(draft).map((a) => [a.title, ...a.steps].join(' ')));
  return [...allStrings(Object.values(modules)), ...mails, ...cards];
}

describe('dangerous advice never comes back, in any language', () => {
  const files = copyFiles();

  it('reads the copy it means to read', () => {
    const relative = files.map((f) => f.slice(ROOT.length + 1));
    for (const expected of [
      'src/content/right-help.ts',
      'src/locales/zh-hant/right-help.ts',
      'src/content/species.ts',
      'src/locales/zh-hans/status.ts',
      'src/locales/es/report/contact.ts',
      'supabase/functions/_shared/templates.ts',
    ]) {
      expect(relative).toContain(expected);
    }
    expect(shownStrings().length).toBeGreaterThan(2000);
  });

  it('no copy tells anyone to confine or catch an animal (困住 / 关住, "keep it confined", "not bare-handed")', () => {
    const bad = files.flatMap((file) => literals(file).filter((text) => CONFINING.some((re) => re.test(text))).map((text) => `${file.slice(ROOT.length + 1)}: ${text}`));
    expect(bad).toEqual([]);
  }, 60_000); // parses a few hundred source files

  it('no bite advice sends anyone to 311 without washing the wound and seeing a doctor', () => {
    const bad = [...new Set(shownStrings())].filter((text) => BITE_ADVICE.test(text) && /311/.test(text) && !(WOUND_CARE.test(text) && DOCTOR.test(text)));
    expect(bad).toEqual([]);
  });

  it('the checks catch the sentences this site once had', () => {
    const old = [
      'If it is safe, keep the animal confined without touching it, so it can be tested. Do not try to catch it bare-handed.',
      'Si es seguro hacerlo, mantenga al animal encerrado sin tocarlo, para que se le puedan hacer pruebas.',
      '如果安全，在不觸碰動物的情況下把牠困住，以便進行檢測。切勿徒手捕捉。',
      '如果安全的话，在不触碰动物的情况下把它关住，以便进行检测。',
    ];
    for (const text of old) expect(CONFINING.some((re) => re.test(text)), text).toBe(true);
    const bite311 = [
      'If someone was bitten or scratched, or a bat was in a room where people slept, call 311 (or 911 in an emergency) today.',
      'Si alguien fue mordido o arañado, o si hubo un murciélago en una habitación donde alguien dormía, llame hoy al 311 (o al 911 si es una emergencia).',
      '如果有人被咬傷或抓傷，或者有蝙蝠在有人睡覺的房間裏出現，請今天就致電 311（緊急情況請撥 911）。',
      '有人被咬伤或抓伤，或有人睡过的房间里出现蝙蝠：请拨打 311，并要求转接纽约市卫生局。',
    ];
    for (const text of bite311) expect(BITE_ADVICE.test(text) && !WOUND_CARE.test(text), text).toBe(true);
  });
});

describe('one rule, said the same way everywhere', () => {
  const byLanguage = [
    { language: 'en', contact: CONTACT_COPY_EN, status: STATUS_EN, faq: FAQ_PAGE },
    { language: 'es', contact: CONTACT_ES, status: STATUS_ES, faq: FAQ_ES },
    { language: 'zh-Hant', contact: CONTACT_HANT, status: STATUS_HANT, faq: FAQ_HANT },
    { language: 'zh-Hans', contact: CONTACT_HANS, status: STATUS_HANS, faq: FAQ_HANS },
  ] as const;

  it.each(byLanguage)('$language: the status page, the confirmation e-mail, the FAQ, the report flow and its cards give the same rule', ({ language, contact, status, faq }) => {
    const rule = EMERGENCY_RULE[language];
    const bite = biteParagraph(rule);
    const animal = animalParagraph(rule);
    const mail = renderEmail('lead_received', { language, reference: 'NYC-7K3P' }, { siteUrl: 'https://example.org', dispatchPhone: '' }).text;

    expect(status.emergency.lines).toContain(bite);
    expect(status.emergency.lines).toContain(animal);
    expect(status.emergency.lines).toContain(batParagraph(rule));
    expect(mail).toContain(bite);
    expect(mail).toContain(animal);
    expect(faq.items.map((f) => f.answer).join('\n')).toContain(`${bite}${rule.gap}${animal}`);
    expect(contact.contactPage.emergencyNote).toBe(rule.line);
    expect(contact.rightHelp.advice.bitten.steps).toEqual([...rule.biteSteps, animal]);
    expect(contact.rightHelp.advice['bat-slept'].steps).toEqual(rule.batSteps);
  });

  it('the English raccoon FAQ gives it too', () => {
    const raccoon = SPECIES_PAGES['raccoon-removal-nyc'].faqs.find((f) => /bitten or scratched/.test(f.question));
    expect(raccoon?.answer).toBe(`${biteParagraph(EMERGENCY_RULE.en)} ${EMERGENCY_RULE.en.animal}`);
  });

  it('bite steps come in the rule order in every language: wash, doctor the same day, then 311', () => {
    for (const language of LANGUAGES) {
      const [wash, doctor, report] = EMERGENCY_RULE[language].biteSteps;
      expect(wash).toMatch(WOUND_CARE);
      expect(doctor).toMatch(DOCTOR);
      expect(doctor).toMatch(/911/);
      expect(report).toMatch(/311/);
      expect(EMERGENCY_RULE[language].line).toMatch(/\b911\b.*\b311\b/);
    }
  });
});
