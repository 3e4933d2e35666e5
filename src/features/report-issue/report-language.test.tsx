/**
 * The report features speak the language they are given: with a stand-in translation (every
 * vowel of the English accented, placeholders and stored values kept) no English word reaches
 * the page or a toast, the flow stays under its language's prefix, the success page links the
 * status page in that language, and the lead records the language.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { toast, type ToastInput } from '@/components/toast';
import type * as Api from './api';
import { createLead } from './api';
import { ContactFlow } from './contact-flow';
import { ContactSuccess } from './contact-success';
import type { ReportCopy, ReportLaterCopy } from './copy';
import { LeadForm } from './lead-form';
import { REPORT_COPY_EN } from './locales/en';
import { REPORT_LATER_EN } from './locales/en-later';

vi.mock('@/components/toast', () => ({ toast: vi.fn(), dismissToast: vi.fn() }));
vi.mock('@/lib/supabase', () => ({ preloadSupabase: vi.fn(), getSupabase: vi.fn() }));
// Staten Island has no active professional; the rest is covered.
vi.mock('@/lib/coverage', () => ({
  fetchCoverage: vi.fn(async (zip: string) => (zip.startsWith('103') ? { borough: 'Staten Island', covered: false } : { borough: 'Brooklyn', covered: true })),
}));
vi.mock('./api', async (original) => ({
  ...(await original<typeof Api>()),
  newLeadId: () => '3f2a9c1b-0000-4000-8000-000000000000',
  createLead: vi.fn(async () => ({ ok: true, data: { id: '3f2a9c1b-0000-4000-8000-000000000000' } })),
  fetchStatusToken: vi.fn(async () => 'tok123'),
}));

const VOWELS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' };

/** English with every vowel accented, placeholders, addresses and ids untouched. */
function pseudo<T>(value: T, key = ''): T {
  if (typeof value === 'string') {
    return (key === 'href' || key === 'version' ? value : value.replace(/(\{[A-Za-z0-9]+\})|[aeiouAEIOU]/g, (m: string, token?: string) => token ?? VOWELS[m] ?? m)) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => pseudo(item)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudo(v, k)])) as T;
  }
  return value;
}

const LATER: ReportLaterCopy = { ...pseudo(REPORT_LATER_EN), textConsent: { ...pseudo(REPORT_LATER_EN.textConsent), version: 'sms-test-es' } };
const COPY: ReportCopy = { ...pseudo(REPORT_COPY_EN), englishMarker: ' [én]', loadLater: async () => LATER };

/** Words with an unaccented vowel: English that did not come from the copy. */
function englishIn(text: string): string[] {
  return text.match(/[A-Za-z]*[aeiouAEIOU][A-Za-z]*/g) ?? [];
}

/** The English words on the page: its text and labelling attributes. */
function englishOnPage(): string[] {
  const words: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Not words: the hidden honeypot, the test's own output, the reference ('3F2A-9C1B').
    if (node.parentElement?.closest('[aria-hidden="true"], [data-testid="where"], .font-mono')) continue;
    words.push(...englishIn(node.textContent ?? ''));
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
    for (const name of ['aria-label', 'placeholder', 'title']) words.push(...englishIn(element.getAttribute(name) ?? ''));
  }
  return words;
}

function toastWords(): string[] {
  return vi.mocked(toast).mock.calls.flatMap(([t]: [ToastInput]) => [...englishIn(t.title), ...englishIn(t.description ?? '')]);
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

function Where() {
  const location = useLocation();
  return <pre data-testid="where">{JSON.stringify({ path: location.pathname, state: location.state as unknown })}</pre>;
}
const where = () => JSON.parse(screen.getByTestId('where').textContent ?? '{}') as { path: string; state: Record<string, string> | null };

/** Records the English met on each screen. */
const leaks: string[] = [];
async function look(label: string) {
  await settle();
  leaks.push(...[...englishOnPage(), ...toastWords()].map((w) => `${label}: ${w}`));
}

beforeEach(() => {
  sessionStorage.clear();
  leaks.length = 0;
  vi.mocked(toast).mockClear();
  vi.mocked(createLead).mockClear();
});
afterEach(() => sessionStorage.clear());

describe('the /contact flow in another language', () => {
  it('shows only that language, stays under its prefix and stores the language with the lead', async () => {
    const router = createMemoryRouter(
      [{ path: '/es/contact/*', element: <><Where /><ContactFlow copy={COPY} locale="es" /></> }],
      { initialEntries: ['/es/contact'] },
    );
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    const button = (name: string) => screen.findByRole('button', { name: new RegExp(name.replace(/[?()]/g, '.')) });

    await look('step 1');
    await user.click(await button(COPY.flow.next));
    await look('step 1, empty');
    await user.type(screen.getByLabelText(new RegExp(COPY.flow.zipLabel)), '07030');
    await user.click(screen.getByLabelText(COPY.options.propertyTypes['Tenant / renter']));
    await screen.findByText(LATER.renter.title);
    await user.click(await button(COPY.flow.next));
    await look('step 1, coming soon and renter');
    await user.clear(screen.getByLabelText(new RegExp(COPY.flow.zipLabel)));
    await user.type(screen.getByLabelText(new RegExp(COPY.flow.zipLabel)), '11001');
    await look('step 1, city line');
    await user.clear(screen.getByLabelText(new RegExp(COPY.flow.zipLabel)));
    await user.type(screen.getByLabelText(new RegExp(COPY.flow.zipLabel)), '10301');
    await user.click(await button(COPY.flow.next));
    await look('step 1, no street address');
    await user.type(screen.getByLabelText(new RegExp(`^${COPY.flow.streetLabel}`)), '12 Xyz St');
    await user.type(screen.getByLabelText(new RegExp(`^${COPY.flow.unitLabel.replace(/[()]/g, '.')}`)), '4B');
    await user.click(await button(COPY.flow.next));
    await waitFor(() => expect(where().path).toBe('/es/contact/step-2'));
    await look('step 2');

    await user.click(await button(COPY.flow.next));
    await look('step 2, empty');
    await user.selectOptions(screen.getByLabelText(new RegExp(COPY.flow.animalLabel.replace('?', '.'))), 'Bat');
    await user.selectOptions(screen.getByLabelText(new RegExp(COPY.flow.durationLabel.replace('?', '.'))), 'A few days');
    await user.type(screen.getByLabelText(new RegExp(COPY.flow.descriptionLabel.replace('?', '.'))), 'Xyz');
    await user.click(screen.getByLabelText(COPY.options.situations.bitten));
    await user.click(screen.getByLabelText(COPY.options.situations['bat-slept']));
    await user.click(await button(COPY.flow.next));
    await screen.findByRole('heading', { name: COPY.rightHelp.heading });
    expect(screen.getByRole('heading', { name: COPY.rightHelp.advice.bitten.title })).toBeDefined();
    await look('right help first');
    await user.click(await button(COPY.rightHelp.stillWantPro));
    await waitFor(() => expect(where().path).toBe('/es/contact/step-3'));

    await user.click(await button(COPY.flow.next));
    await look('step 3, empty');
    await user.type(screen.getByLabelText(new RegExp(COPY.flow.fullNameLabel)), 'Xyz Q');
    await user.type(screen.getByLabelText(new RegExp(COPY.flow.phoneLabel)), '7185550100');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${COPY.flow.emailLabel}`) }), 'x@x.cm');
    await user.click(await button(COPY.flow.next));
    await waitFor(() => expect(where().path).toBe('/es/contact/step-4'));
    await look('step 4');

    // The summary shows back what was typed, in the language, with an Edit link per section.
    expect(screen.getByTestId('review-where').textContent).toContain('12 Xyz St, 4B');
    expect(screen.getByTestId('review-where').textContent).toContain(`10301 · ${COPY.flow.boroughs['Staten Island']}`);
    expect(screen.getByTestId('review-how').textContent).toContain('(718) 555-0100');
    expect(screen.getByTestId('review-how').textContent).toContain('x@x.cm');
    expect(screen.getByTestId('review-what').textContent).toContain(COPY.options.animalTypes.Bat);
    expect(screen.getByRole('link', { name: new RegExp(`^${COPY.flow.edit}\\s*${COPY.flow.reviewSections.how}$`) }).getAttribute('href')).toBe('/es/contact/step-3');
    expect(screen.getByRole('link', { name: new RegExp(`^${COPY.flow.edit}\\s*${COPY.flow.reviewSections.where}$`) }).getAttribute('href')).toBe('/es/contact');

    // The Terms and the Privacy Policy have summaries in the language: its path, no English marker.
    expect(screen.getByRole('link', { name: COPY.links.terms }).getAttribute('href')).toBe('/es/terms-of-use');
    const privacyLinks = screen.getAllByRole('link', { name: COPY.links.privacy });
    expect(privacyLinks.length).toBeGreaterThan(0);
    for (const link of privacyLinks) expect(link.getAttribute('href')).toBe('/es/privacy-policy');

    await user.click(await button(COPY.flow.back));
    await waitFor(() => expect(where().path).toBe('/es/contact/step-3'));
    await user.click(await button(COPY.flow.next));
    await user.click(await button(COPY.flow.submit));
    await look('step 4, not agreed');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(COPY.links.terms) }));
    await user.click(await button(COPY.flow.submit));
    await waitFor(() => expect(where().path).toBe('/es/contact/success'));
    await look('sent');

    expect(where().state).toMatchObject({ reference: '3F2A-9C1B', statusToken: 'tok123' });
    expect(where().state?.phoneOnly).toContain(`${LATER.boroughs['Staten Island']}`);
    expect(LATER.boroughs['Staten Island']).toBe('Státén Íslánd');
    expect(vi.mocked(createLead).mock.calls[0]?.[0]).toMatchObject({
      language: 'es',
      source_page: '/es/contact',
      animal_type: 'Bat',
      duration: 'A few days',
      property_type: 'Tenant / renter',
      address: '12 Xyz St',
      unit: '4B',
    });
    expect(leaks).toEqual([]);
    // Four steps typed key by key: slow on a busy machine.
  }, 30_000);
});

describe('step 4 where a professional covers the borough', () => {
  it('explains what happens, in that language', async () => {
    render(
      <MemoryRouter initialEntries={['/zh-hant/contact/step-4']}>
        <ContactFlow copy={COPY} locale="zh-Hant" />
      </MemoryRouter>,
    );
    await look('step 4');
    expect(screen.getByText(COPY.flow.review)).toBeDefined();
    expect(screen.getByText(COPY.flow.stepTitles[4])).toBeDefined();
    expect(leaks).toEqual([]);
  });
});

describe('the success page in another language', () => {
  it('links the status page and home in that language', async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/es/contact/success', state: { reference: '3F2A-9C1B', statusToken: 'tok123' } }]}>
        <ContactSuccess copy={COPY} locale="es" />
      </MemoryRouter>,
    );
    await look('success');
    expect(screen.getByRole('link', { name: COPY.track.button }).getAttribute('href')).toBe('/es/status/tok123');
    expect(screen.getByRole('link', { name: COPY.success.homeLink.label }).getAttribute('href')).toBe('/es');
    expect(screen.getByText('3F2A-9C1B').tagName).toBe('STRONG');
    expect(leaks).toEqual([]);
  });
});

describe('the single form in another language', () => {
  it('shows only that language and stores the language and the consent wording it showed', async () => {
    const copy = COPY;
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <LeadForm copy={copy} locale="es" sourcePage="/es/brooklyn-wildlife-control" city="Brooklyn" />
      </MemoryRouter>,
    );
    await look('form');
    fireEvent.focus(screen.getByLabelText(new RegExp(`^${copy.leadForm.nameLabel}`)));
    await settle();
    await user.click(screen.getByRole('button', { name: copy.leadForm.submit }));
    await look('form, empty');
    await user.type(screen.getByLabelText(new RegExp(`^${copy.leadForm.nameLabel}`)), 'Xyz Q');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${copy.leadForm.emailLabel}`) }), 'x@x.cm');
    await user.type(screen.getByLabelText(new RegExp(`^${copy.leadForm.phoneLabel}`)), '9175550123');
    await user.selectOptions(screen.getByLabelText(new RegExp(`^${copy.leadForm.propertyTypeLabel}`)), 'Tenant / renter');
    await screen.findByText(LATER.renter.title);
    await user.type(screen.getByLabelText(new RegExp(`^${copy.leadForm.addressLabel}`)), '12 Xyz St');
    await user.type(screen.getByLabelText(new RegExp(`^${copy.leadForm.unitLabel.replace(/[()]/g, '.')}`)), '4B');
    await user.type(screen.getByLabelText(new RegExp(`^${copy.leadForm.zipLabel}`)), '11001');
    await user.type(screen.getByLabelText(new RegExp(`^${copy.leadForm.descriptionLabel}`)), 'Xyz');
    await user.click(screen.getByLabelText(copy.options.contactMethods.Text));
    await look('form, filled');
    await user.click(screen.getByRole('button', { name: copy.leadForm.submit }));
    await look('form, no consent');
    await user.click(screen.getByLabelText(LATER.textConsent.wording));
    await user.click(screen.getByRole('button', { name: copy.leadForm.submit }));
    await screen.findByRole('heading', { name: LATER.leadFormReceived.heading });
    await look('received');
    expect(screen.getByRole('link', { name: copy.track.button }).getAttribute('href')).toBe('/es/status/tok123');
    expect(vi.mocked(createLead).mock.calls[0]?.[0]).toMatchObject({
      language: 'es',
      source_page: '/es/brooklyn-wildlife-control',
      contact_method: 'Text',
      text_consent_version: 'sms-test-es',
      property_type: 'Tenant / renter',
      address: '12 Xyz St',
      unit: '4B',
    });
    expect(leaks).toEqual([]);
  }, 30_000);
});
