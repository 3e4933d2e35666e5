import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it, expect } from 'vitest';
import { BOROUGHS, LEAD_SPECIES } from '../domain/options';
import { ABOUT_CONTENT } from './about';
import { BOROUGH_PAGES, BOROUGH_SLUGS } from './boroughs';
import { FAQ_PAGE_CONTENT } from './faqs';
import { HOME_CONTENT } from './home';
import { DISCLAIMER } from './legal/disclaimer';
import { ACCESSIBILITY_STATEMENT } from './legal/accessibility';
import { APPLY_COPY, APPLY_SUCCESS_SEO } from './apply';
import { CREDENTIAL_BADGES } from './credentials';
import { KEPT_RECORDS, PRIVACY_POLICY } from './legal/privacy';
import { TERMS_OF_USE } from './legal/terms';
import { BOROUGH_NAV, SPECIES_GROUPS, SPECIES_NAV, boroughPath, speciesPath } from './navigation';
import { NYC_OVERVIEW_CONTENT } from './nyc-overview';
import { PAGE_SEO } from './seo';
import * as siteCopy from './site-copy';
import { SPECIES_PAGES, SPECIES_SLUGS } from './species';
import { CONTENT_TOKENS, fillTokens, fillTokensDeep, tokensIn } from './tokens';
import type { Seo } from './types';
import { UPDATES_CONTENT } from './updates';

const TITLE_SUFFIX = ' | NYC Wildlife Dispatch';

const species = SPECIES_SLUGS.map((slug) => SPECIES_PAGES[slug]);
const boroughs = BOROUGH_SLUGS.map((slug) => BOROUGH_PAGES[slug]);

/** Every content record, for the checks that walk all strings. */
const ALL_CONTENT: Record<string, unknown> = {
  SPECIES_PAGES,
  BOROUGH_PAGES,
  HOME_CONTENT,
  ABOUT_CONTENT,
  NYC_OVERVIEW_CONTENT,
  FAQ_PAGE_CONTENT,
  UPDATES_CONTENT,
  TERMS_OF_USE,
  PRIVACY_POLICY,
  DISCLAIMER,
  ACCESSIBILITY_STATEMENT,
  APPLY_COPY,
  APPLY_SUCCESS_SEO,
  ...siteCopy,
};

/** [path, key, value] of every string in a value. */
function strings(value: unknown, path = '', key = ''): [string, string, string][] {
  if (typeof value === 'string') return [[path, key, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k, k));
  }
  return [];
}

/** Every `seo` object, with where it came from. */
function allSeo(): [string, Seo][] {
  const list: [string, Seo][] = Object.entries(PAGE_SEO).map(([k, seo]) => [`PAGE_SEO.${k}`, seo]);
  for (const s of species) list.push([`species ${s.slug}`, s.seo]);
  for (const b of boroughs) list.push([`borough ${b.slug}`, b.seo]);
  return list;
}

/** Every href in the content. */
function allHrefs(): [string, string][] {
  return strings(ALL_CONTENT)
    .filter(([, key]) => key === 'href' || key === 'reportHref')
    .map(([path, , value]) => [path, value]);
}

const KNOWN_PATHS = new Set<string>([
  '/',
  '/about',
  '/contact',
  '/apply',
  '/application-paid',
  '/updates',
  '/nyc-wildlife-control',
  '/faqs',
  '/terms-of-use',
  '/privacy-policy',
  '/disclaimer',
  '/accessibility',
  ...BOROUGH_SLUGS.map((s) => boroughPath(s)),
  ...SPECIES_SLUGS.map((s) => speciesPath(s)),
]);

describe('species pages', () => {
  it('are the twelve services, in menu order and groups', () => {
    expect(SPECIES_SLUGS).toEqual([
      'rat-removal-nyc',
      'mouse-removal-nyc',
      'squirrel-removal-nyc',
      'bird-removal-nyc',
      'raccoon-removal-nyc',
      'bat-removal-nyc',
      'skunk-removal-nyc',
      'opossum-removal-nyc',
      'groundhog-removal-nyc',
      'mole-vole-removal-nyc',
      'snake-removal-nyc',
      'fox-coyote-removal-nyc',
    ]);
    expect(species.map((s) => s.navGroup)).toEqual([
      ...Array<string>(4).fill('Common Pests'),
      ...Array<string>(4).fill('Specialized Removal'),
      ...Array<string>(4).fill('Ground & Large Animals'),
    ]);
  });

  it.each(species.map((s) => [s.slug, s] as const))('%s has 4 signs, 3 steps, 4 badges, 4-6 FAQs', (slug, page) => {
    expect(page.slug).toBe(slug);
    expect(page.signs).toHaveLength(4);
    expect(page.process.map((s) => s.number)).toEqual(['01', '02', '03']);
    expect(page.trustBadges).toHaveLength(4);
    expect(page.faqs.length).toBeGreaterThanOrEqual(4);
    expect(page.faqs.length).toBeLessThanOrEqual(6);
    expect(LEAD_SPECIES).toContain(page.leadSpecies);
    expect(page.cta.href).toBe('/contact');
    expect(page.cta.button).toBe('Report an Issue');
    for (const text of [page.headline, page.subtitle, page.cardSummary, page.urgentBanner.text]) {
      expect(text.trim().length).toBeGreaterThan(0);
    }
  });

  it('pre-select the right lead-form species', () => {
    expect(species.map((s) => s.leadSpecies)).toEqual([
      'Rats',
      'Mice',
      'Squirrels',
      'Birds',
      'Raccoons',
      'Bats',
      'Skunks',
      'Other',
      'Groundhogs',
      'Other',
      'Snakes',
      'Other',
    ]);
  });

  it('show the four mouse signs', () => {
    expect(SPECIES_PAGES['mouse-removal-nyc'].signs.map((s) => s.title.toLowerCase())).toEqual([
      'small droppings',
      'gnaw marks on food',
      'nesting materials',
      'scratching noises',
    ]);
  });

  it('state the facts: skunk spray distance and groundhog burrow width', () => {
    const skunk = JSON.stringify(SPECIES_PAGES['skunk-removal-nyc'].faqs);
    const groundhog = JSON.stringify(SPECIES_PAGES['groundhog-removal-nyc'].faqs);
    expect(skunk).toMatch(/15 feet/);
    expect(groundhog).toMatch(/10 to 12 inches/);
  });

  it('never promise relocation of rabies-vector species, prices or guarantees', () => {
    for (const [path, , text] of strings(SPECIES_PAGES)) {
      expect(text, path).not.toMatch(/\bguarantee(d|s)?\b/i);
      expect(text, path).not.toMatch(/\$\s?\d/);
      expect(text, path).not.toMatch(/\b(we|we'll|we will) (remove|trap|relocate|exclude)\b/i);
    }
  });
});

describe('borough pages', () => {
  it('are the five boroughs, in menu order, with unique slugs', () => {
    expect(BOROUGH_SLUGS).toEqual([
      'manhattan-wildlife-control',
      'brooklyn-wildlife-control',
      'queens-wildlife-control',
      'bronx-wildlife-control',
      'staten-island-wildlife-control',
    ]);
    expect(boroughs.map((b) => b.borough)).toEqual([...BOROUGHS]);
    expect(BOROUGH_PAGES['bronx-wildlife-control'].displayName).toBe('The Bronx');
  });

  it.each(boroughs.map((b) => [b.slug, b] as const))('%s is complete', (_slug, page) => {
    expect(page.neighborhoods.length).toBeGreaterThanOrEqual(8);
    expect(new Set(page.neighborhoods).size).toBe(page.neighborhoods.length);
    expect(page.problems.length).toBeGreaterThanOrEqual(4);
    expect(page.problems.length).toBeLessThanOrEqual(6);
    expect(page.seasonalNotes.length).toBeGreaterThanOrEqual(2);
    expect(page.seasonalNotes.length).toBeLessThanOrEqual(3);
    expect(page.trustBadges).toHaveLength(4);
    expect(page.process.map((s) => s.title)).toEqual([
      'Report Your Issue',
      'We Find an Expert',
      'A Pro Contacts You',
    ]);
    expect(page.formHeading).toBe(`Find a Wildlife Pro in ${page.displayName}`);
    for (const p of page.problems) expect(SPECIES_SLUGS).toContain(p.speciesSlug);
  });

  it('never share a neighborhood between boroughs', () => {
    const all = boroughs.flatMap((b) => [...b.neighborhoods]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('navigation', () => {
  it('matches the species and borough pages', () => {
    expect(SPECIES_NAV.map((n) => n.slug)).toEqual(SPECIES_SLUGS);
    for (const n of SPECIES_NAV) {
      expect(n.label).toBe(SPECIES_PAGES[n.slug].navLabel);
      expect(n.group).toBe(SPECIES_PAGES[n.slug].navGroup);
    }
    expect([...SPECIES_GROUPS]).toEqual(['Common Pests', 'Specialized Removal', 'Ground & Large Animals']);
    expect(BOROUGH_NAV.map((n) => n.slug)).toEqual(BOROUGH_SLUGS);
    for (const n of BOROUGH_NAV) {
      expect(n.label).toBe(BOROUGH_PAGES[n.slug].displayName);
      expect(n.borough).toBe(BOROUGH_PAGES[n.slug].borough);
    }
  });

  it('has unique slugs across all pages', () => {
    const slugs = [...SPECIES_SLUGS, ...BOROUGH_SLUGS];
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe('other pages', () => {
  it('home has six categories, three steps and three advantages', () => {
    expect(HOME_CONTENT.categories.map((c) => c.title)).toEqual([
      'Raccoons',
      'Bats',
      'Squirrels',
      'Rats & Mice',
      'Birds',
      'Other Wildlife',
    ]);
    expect(HOME_CONTENT.categories.map((c) => c.href)).toEqual([
      '/services/raccoon-removal-nyc',
      '/services/bat-removal-nyc',
      '/services/squirrel-removal-nyc',
      '/services/rat-removal-nyc',
      '/services/bird-removal-nyc',
      '/nyc-wildlife-control',
    ]);
    expect(HOME_CONTENT.howItWorks.steps).toHaveLength(3);
    expect(HOME_CONTENT.advantages).toHaveLength(3);
    expect(HOME_CONTENT.hero.zipButton).toBe('Check Availability');
  });

  it('the NYC overview has 11 categories, each to a different service page', () => {
    const hrefs = NYC_OVERVIEW_CONTENT.categories.map((c) => c.href);
    expect(hrefs).toHaveLength(11);
    expect(new Set(hrefs).size).toBe(11);
    for (const href of hrefs) expect(href).toMatch(/^\/services\//);
    expect(NYC_OVERVIEW_CONTENT.faqLink).toEqual({ label: 'View All FAQs', href: '/faqs' });
  });

  it('the FAQ page has 10 questions', () => {
    expect(FAQ_PAGE_CONTENT.items).toHaveLength(10);
    expect(new Set(FAQ_PAGE_CONTENT.items.map((i) => i.question)).size).toBe(10);
  });

  it('about has its three values', () => {
    expect(ABOUT_CONTENT.values.map((v) => v.title)).toEqual(['Trust', 'Quality', 'Reliability']);
    expect(ABOUT_CONTENT.disclaimer.href).toBe('/disclaimer');
  });

  it('updates says what is available now, undated, with the newsletter', () => {
    const { featured, pastUpdates, newsletter } = UPDATES_CONTENT;
    expect(featured.summary).toContain('Staten Island');
    expect(pastUpdates.map((u) => u.title)).toEqual(['ZIP Code Checker', 'Report Form and Dispatch Line']);
    expect(newsletter.button).toBe('Subscribe');
  });

  it('the apply page has three benefits, saying only what a professional pays and when (issue 24 item 12)', () => {
    expect(APPLY_COPY.seo.title).toBe('For Professionals: Wildlife Control Leads');
    expect(APPLY_COPY.benefits.map((b) => b.title)).toEqual([
      'One Offer at a Time',
      'Requests in Your Boroughs',
      'What You Pay',
    ]);
    const text = JSON.stringify(APPLY_COPY);
    // No lead billing exists; the fee is not a "zero" fee; no promise of exclusive, pre-qualified leads.
    expect(text).not.toMatch(/Zero Sign-Up|Performance-Based|pay only for|qualified leads|exclusive|pre-qualified/i);
    expect(APPLY_COPY.benefits[2]?.text).toContain('nonrefundable Dispatch Application Processing Fee, paid when you apply');
    expect(APPLY_COPY.benefits[2]?.text).toContain('We charge nothing per request');
    expect(APPLY_COPY.legalBlock).toContain('marketing and dispatch platform, not performing services');
    expect(siteCopy.CONTACT_COPY.seo.title).toBe('Report an Issue');
  });

  it('the footer says the product is not a licensed operator', () => {
    expect(siteCopy.FOOTER_COPY.copyright).toMatch(/dispatch and lead-generation network, not a licensed wildlife control operator/);
  });
});

describe('legal pages', () => {
  it('have their section counts and date', () => {
    expect(TERMS_OF_USE.sections).toHaveLength(8);
    expect(PRIVACY_POLICY.sections).toHaveLength(7);
    expect(DISCLAIMER.sections.map((s) => s.heading)).toEqual([
      'Nature of Our Service',
      'Independent Contractors',
      'No Guarantees',
      'Limitation of Liability',
      'Your Due Diligence',
    ]);
    // Dated 2026-11-26 when they began stating which DEC credential covers which work (issue 24).
    for (const page of [TERMS_OF_USE, DISCLAIMER]) {
      expect(page.lastUpdated).toBe('2026-11-26');
      expect(page.lastUpdatedLabel).toBe('November 26, 2026');
    }
    // The privacy policy's text changed with what the product keeps (last: issue 24 item 19).
    expect(PRIVACY_POLICY.lastUpdated).toBe('2026-11-26');
    expect(PRIVACY_POLICY.lastUpdatedLabel).toBe('November 26, 2026');
    for (const page of [TERMS_OF_USE, PRIVACY_POLICY, DISCLAIMER, ACCESSIBILITY_STATEMENT]) {
      expect(JSON.stringify(page)).toContain('{dispatchEmail}');
      const [year, month, day] = page.lastUpdated.split('-').map(Number);
      const label = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });
      expect(page.lastUpdatedLabel, page.title).toBe(label);
    }
  });

  it('name New York law, New York County courts and the liability cap', () => {
    for (const page of [TERMS_OF_USE, DISCLAIMER]) {
      const text = JSON.stringify(page);
      expect(text).toContain('State of New York');
      expect(text).toContain('New York County');
      expect(text).toMatch(/limited to the amount you paid us, if any/);
    }
  });

  it('the privacy policy lists the data docs/product-rules.md#routes names', () => {
    const collected = PRIVACY_POLICY.sections[0]?.paragraphs.join(' ').toLowerCase() ?? '';
    const requester = collected.split('from wildlife professionals')[0] ?? '';
    const applicant = collected.split('from wildlife professionals')[1] ?? '';
    for (const item of [
      'name',
      'phone number',
      'email address',
      'property address and/or zip',
      'wildlife issue',
      'property type',
      'preferred contact method',
    ]) {
      expect(requester, item).toContain(item);
    }
    for (const item of [
      'full name',
      'business name',
      'phone',
      'email',
      'website',
      'services offered',
      'the boroughs and counties you serve',
      'pesticide applicator certification',
      'license and insurance documents',
    ]) {
      expect(applicant, item).toContain(item);
    }
    // No form asks these: the policy must not say they are collected.
    for (const item of ['primary service area', 'years of experience']) expect(collected).not.toContain(item);
    expect(requester).toContain('consent to texts: the exact wording you agreed to and the time');
    expect(collected).toContain('unsubscribe link');
  });

  it('the privacy policy names every record the product keeps, each with how long', () => {
    const kept = PRIVACY_POLICY.sections[4];
    expect(kept?.heading).toBe('Records We Keep and for How Long');
    const text = kept?.paragraphs.join(' ').toLowerCase() ?? '';
    for (const record of KEPT_RECORDS) expect(text, record).toContain(record);
    expect(text).toContain('deleted after one day');
    expect(text).toContain('until you close the tab');
    expect(text).toContain('not deleted on a schedule');
    const documents = JSON.stringify(PRIVACY_POLICY.sections[3]).toLowerCase();
    expect(documents).toContain('stored privately');
    expect(documents).toContain('only to review');
    expect(documents).toContain('checked for their real file type');
  });
});

describe('the credential for the animal', () => {
  const PESTICIDE_PAGES = ['rat-removal-nyc', 'mouse-removal-nyc'];

  it.each(species.map((s) => [s.slug, s] as const))('%s names the DEC credential its work calls for', (slug, page) => {
    const kind = PESTICIDE_PAGES.includes(slug) ? 'pesticide' : slug === 'bird-removal-nyc' ? 'birds' : 'nwco';
    expect(page.credential).toBe(kind);
    expect(page.trustBadges[0]).toEqual(CREDENTIAL_BADGES[kind]);
    const faqs = JSON.stringify(page.faqs);
    if (kind === 'pesticide') {
      expect(faqs).toContain('commercial pesticide applicator certification from the DEC');
      expect(faqs).toContain('We offer rat and mouse work only to professionals in our network who hold this certification');
      expect(page.trustBadges[0].text).not.toMatch(/nuisance wildlife|NWCO/i);
    }
    if (kind === 'birds') {
      // Pigeon trapping for a fee needs the NWCO licence (ECL 11-0524 via 11-0523); pesticides the certification.
      expect(faqs).toContain('That includes trapping pigeons for a fee.');
      expect(faqs).toContain('commercial pesticide applicator certification from the DEC');
      expect(page.trustBadges[0].text).toMatch(/trapping by DEC-licensed operators/);
    }
  });

  it('no copy says every professional holds an NWCO licence, or that anyone removing wildlife needs one for rats', () => {
    for (const [path, , text] of strings(ALL_CONTENT)) {
      expect(text, path).not.toMatch(/every professional in our network holds (a|an|one)\b[^.]*(NWCO|Nuisance Wildlife)/i);
      expect(text, path).not.toMatch(/Every professional in our network holds one\./);
    }
    const faq = FAQ_PAGE_CONTENT.items.find((f) => f.question === 'Are the professionals licensed?')?.answer ?? '';
    expect(faq).toContain('Nuisance Wildlife Control Operator (NWCO) license');
    expect(faq).toContain('that includes trapping pigeons for a fee');
    expect(faq).toContain('We send rat and mouse work only to professionals who hold it.');
    expect(faq).toContain('DEC commercial pesticide applicator certification');
  });
});

describe('the accessibility statement', () => {
  it('states the standard, the tests the repository runs, known limits and how to report a barrier', () => {
    expect(ACCESSIBILITY_STATEMENT.sections.map((s) => s.heading)).toEqual(['Our Standard', 'How We Test', 'Known Limits', 'Report a Barrier']);
    const text = JSON.stringify(ACCESSIBILITY_STATEMENT);
    expect(text).toContain('WCAG) 2.2 at Level AA');
    for (const tool of ['axe', 'keyboard only', 'focus indicator', 'Lighthouse']) expect(text).toContain(tool);
    // What exists in which language, as the route table has it (domain/locales.ts).
    expect(text).toContain('also in Spanish, Traditional Chinese and Simplified Chinese, and the legal pages have summaries in those languages');
    expect(text).toContain('English only: the pages about each animal, the professional application, the professionals’ portal and the staff console');
    expect(text).toContain('not checked for accessibility');
    expect(JSON.stringify(ACCESSIBILITY_STATEMENT.sections[3])).toContain('email {dispatchEmail}');
  });
});

describe('seo', () => {
  it.each(allSeo())('%s has a description of 70-160 characters', (_where, seo) => {
    const description = fillTokens(seo.description, { siteName: 'NYC Wildlife Dispatch' });
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it.each(allSeo())('%s has a full title of at most 65 characters', (_where, seo) => {
    expect(seo.title).not.toContain(TITLE_SUFFIX.trim());
    expect(tokensIn(seo.title)).toEqual([]);
    expect(`${seo.title}${TITLE_SUFFIX}`.length).toBeLessThanOrEqual(65);
  });

  it('titles are unique', () => {
    const titles = allSeo().map(([, s]) => s.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('links and tokens', () => {
  it('every internal href points to a real page', () => {
    for (const [path, href] of allHrefs()) {
      expect(KNOWN_PATHS.has(href), `${path}: ${href}`).toBe(true);
    }
  });

  it('uses only known tokens', () => {
    for (const [path, , text] of strings(ALL_CONTENT)) {
      for (const token of tokensIn(text)) expect(CONTENT_TOKENS, `${path}: {${token}}`).toContain(token);
    }
  });

  it('keeps tokens out of headings, titles and questions (pages render those unfilled)', () => {
    const keys = new Set(['title', 'heading', 'headline', 'question', 'name', 'navLabel', 'label']);
    for (const [path, key, text] of strings(ALL_CONTENT)) {
      if (keys.has(key)) expect(tokensIn(text), `${path}: ${text}`).toEqual([]);
    }
  });

  it('fillTokens replaces known tokens and leaves unknown ones', () => {
    expect(fillTokens('Call {phone} or write to {dispatchEmail}. {nope}', { phone: 'P', dispatchEmail: 'E' })).toBe(
      'Call P or write to E. {nope}',
    );
    expect(fillTokens('© {year}', { year: 2025 })).toBe('© 2025');
    expect(fillTokensDeep({ a: ['{siteName}'], b: 1 }, { siteName: 'S' })).toEqual({ a: ['S'], b: 1 });
  });
});

/* ------------------------------------------------------------------ literal scan */

const SRC = join(import.meta.dirname, '..');
const CONFIG_DIR = join(SRC, 'config');

const PHONE = /\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const URL_LITERAL = /https?:\/\/[^\s'"`)]*/g;
/**
 * URLs that are not brand or contact values: vocabulary and namespace identifiers, and the
 * placeholder origin of a server-side Request. Anything else belongs in config/site.ts.
 */
const ALLOWED_URLS = [/^https:\/\/schema\.org\b/, /^http:\/\/www\.w3\.org\//, /^http:\/\/localhost\b/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return full === CONFIG_DIR ? [] : sourceFiles(full);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) {
      return [];
    }
    return [full];
  });
}

describe('no stray contact literals in src/ (outside src/config)', () => {
  const files = sourceFiles(SRC);

  it('finds files to scan', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('has no phone number, email address or URL literal', () => {
    const problems: string[] = [];
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        const where = `${relative(SRC, file)}:${index + 1}`;
        if (PHONE.test(line)) problems.push(`${where} phone number: ${line.trim()}`);
        if (EMAIL.test(line)) problems.push(`${where} email address: ${line.trim()}`);
        for (const match of line.matchAll(URL_LITERAL)) {
          if (!ALLOWED_URLS.some((allowed) => allowed.test(match[0]))) {
            problems.push(`${where} URL: ${match[0]}`);
          }
        }
      });
    }
    expect(problems, `Move these to src/config/site.ts:\n${problems.join('\n')}`).toEqual([]);
  });
});
