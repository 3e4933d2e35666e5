import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { HeadContext, createHeadCollector } from '@/components/seo';
import { LazyToaster, dismissToast } from '@/components/toast';
import type { Locale } from '@/domain/locales';
import { cancelRequest, fetchStatus, type LeadStatus } from './api';
import type { StatusCopy } from './copy';
import { STATUS_COPY as en } from './locales/en';
import { STATUS_COPY as es } from '@/locales/es/status';
import { STATUS_COPY as zhHans } from '@/locales/zh-hans/status';
import { STATUS_COPY as zhHant } from '@/locales/zh-hant/status';
import { StatusPage, tokenFromPath } from './status-page';
import { StatusView } from './status-view';
import { CHROME_COPY } from '@/content/chrome';

vi.mock('./api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  fetchStatus: vi.fn(),
  cancelRequest: vi.fn(),
  addDetails: vi.fn(),
}));

const TOKEN = 'Abc_-12345678901234567890123456789012345678';
const COPIES: [Locale, StatusCopy][] = [
  ['en', en],
  ['es', es],
  ['zh-Hant', zhHant],
  ['zh-Hans', zhHans],
];
const ENGLISH_STEPS = Object.values(en.steps);

const ASSIGNED: LeadStatus = {
  found: true,
  reference: 'NWD-48213',
  received_at: '2026-03-05T20:07:00Z',
  stage: 'assigned',
  looking_since: '2026-03-05T20:12:00Z',
  assigned_at: '2026-03-05T20:41:00Z',
  completed_at: null,
  cancelled_at: null,
  cancel_reason: null,
  waiting_too_long: false,
  wait_hours: 3,
  phone_masked: '(•••) •••-0142',
  // As stored before the species list lost its duplicates: the page names each animal once.
  species: ['Raccoons', 'Raccoons'],
  animal_type: 'Raccoon',
  professional: {
    business_name: 'Prospect Humane Wildlife',
    credential: 'nwco_license',
    license_number: 'DEMO-0002',
    insured_through: '2027-06-30',
    phone: '+17185550102',
    boroughs: ['Brooklyn', 'Bronx', 'Queens'],
  },
};
const CANCELLED: LeadStatus = {
  ...ASSIGNED,
  stage: 'cancelled',
  cancelled_at: '2026-03-06T01:15:00Z',
  cancel_reason: 'resident',
  professional: null,
};
const WAITING: LeadStatus = { ...ASSIGNED, stage: 'looking', assigned_at: null, professional: null, waiting_too_long: true };

beforeEach(() => {
  vi.mocked(fetchStatus).mockReset();
  vi.mocked(cancelRequest).mockReset();
});
afterEach(() => {
  act(() => dismissToast());
});

async function show(status: LeadStatus, locale: Locale, copy: StatusCopy) {
  vi.mocked(fetchStatus).mockResolvedValue({ ok: true, data: status });
  const view = render(
    <>
      <StatusView token={TOKEN} copy={copy} locale={locale} />
      <LazyToaster labels={CHROME_COPY.toasts} />
    </>,
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe.each(COPIES)('the status view in %s', (locale, copy) => {
  it('shows an assigned request, its steps and the professional card in the language', async () => {
    const { container } = await show(ASSIGNED, locale, copy);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(copy.heading.replace('{reference}', 'NWD-48213'));
    expect(within(heading).getByText('NWD-48213').className).toContain('font-mono');

    const progress = screen.getByRole('list', { name: copy.progressLabel });
    for (const step of Object.values(copy.steps)) expect(progress.textContent).toContain(step);
    expect(progress.textContent).toContain(`${copy.steps.assigned}${copy.stepDone}`);
    expect(progress.textContent).toContain(`${copy.steps.completed}${copy.stepNotYet}`);

    const card = screen.getByRole('region', { name: copy.professional.heading });
    expect(card.textContent).toContain('Prospect Humane Wildlife');
    expect(card.textContent).toContain(copy.professional.credentials.nwco_license);
    expect(card.textContent).toContain('DEMO-0002');
    expect(card.textContent).toContain(copy.professional.insuredThrough);
    expect(card.textContent).toContain([copy.boroughs.Brooklyn, copy.boroughs.Bronx, copy.boroughs.Queens].join(copy.listSeparator));
    const call = within(card).getByRole('link', { name: copy.professional.call.replace('{phone}', '(718) 555-0102') });
    expect(call.getAttribute('href')).toBe('tel:+17185550102');

    expect(screen.getByRole('heading', { level: 2, name: copy.actions.heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: copy.actions.noLongerNeedHelp })).toBeTruthy();
    expect(screen.getByText(copy.emergency.summary)).toBeTruthy();

    const text = container.textContent ?? '';
    if (locale === 'en') {
      expect(text).toContain('Received Thu 3:07 PM (New York time). This page updates by itself.');
      expect(card.textContent).toContain('June 30, 2027');
      expect(card.textContent).toContain('Brooklyn, Bronx, Queens');
    } else {
      for (const step of ENGLISH_STEPS) expect(text).not.toContain(step);
      for (const english of [en.professional.heading, en.professional.credentials.nwco_license, en.professional.insuredThrough, en.actions.heading, en.emergency.summary, 'New York time', 'June']) {
        expect(text).not.toContain(english);
      }
      expect(text).not.toMatch(/\b(PM|AM|Thu)\b/);
    }
    if (locale === 'es') {
      expect(text).toMatch(/Recibida el jue,? 3:07 p\.\s?m\. \(hora de Nueva York\)/);
      expect(card.textContent).toContain('30 de junio de 2027');
      expect(card.textContent).toContain('Brooklyn, el Bronx, Queens');
    }
    if (locale === 'zh-Hant') {
      expect(text).toContain('週四下午3:07');
      expect(card.textContent).toContain('2027年6月30日');
      expect(card.textContent).toContain('布魯克林、布朗士、皇后區');
    }
    if (locale === 'zh-Hans') {
      expect(text).toContain('周四下午3:07');
      expect(card.textContent).toContain('布鲁克林、布朗克斯、皇后区');
    }
  });

  it('shows what the resident sent: the animal once, in the language, and the phone with only its last four digits', async () => {
    await show(ASSIGNED, locale, copy);
    const sent = screen.getByRole('region', { name: copy.sent.heading });
    expect(within(sent).getByTestId('sent-animal').textContent).toBe(copy.species.Raccoons);
    expect(within(sent).getByTestId('sent-phone').textContent).toBe('(•••) •••-0142');
    expect(sent.textContent).toContain(copy.sent.phoneHint);
    if (locale !== 'en') expect(sent.textContent).not.toContain('Raccoons');
  });

  it('names an animal that is no species as the resident chose it, and several species each once', async () => {
    await show({ ...ASSIGNED, species: ['Other'], animal_type: 'Opossum' }, locale, copy);
    expect(screen.getByTestId('sent-animal').textContent).toBe(copy.species.Opossum);
  });

  it('shows a cancelled request in the language, without the steps or the actions', async () => {
    const { container } = await show(CANCELLED, locale, copy);
    const text = container.textContent ?? '';
    const [before, after] = copy.cancelledByResident.split('{time}');
    expect(text).toContain(before);
    expect(text).toContain(after);
    expect(screen.queryByRole('list', { name: copy.progressLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: copy.actions.noLongerNeedHelp })).toBeNull();
    if (locale !== 'en') {
      for (const step of ENGLISH_STEPS) expect(text).not.toContain(step);
      expect(text).not.toContain('cancelled');
    }
  });

  it("a request closed by dispatch says so, with the reason when it is one for the resident's eyes", async () => {
    for (const reason of ['duplicate', 'outside_service_area', 'referred_to_agency'] as const) {
      const { container, unmount } = await show({ ...CANCELLED, cancel_reason: reason }, locale, copy);
      const text = container.textContent ?? '';
      expect(text).toContain(copy.cancelledByDispatch.split('{time}')[0]);
      expect(text).toContain(copy.cancelReasons[reason]);
      expect(text).not.toContain(copy.cancelledByResident.split('{time}')[0]);
      unmount();
    }
    // Spam and internal reasons read as closed, with no reason given.
    const { container } = await show({ ...CANCELLED, cancel_reason: 'closed' }, locale, copy);
    const text = container.textContent ?? '';
    expect(text).toContain(copy.cancelledByDispatch.split('{time}')[0]);
    for (const sentence of Object.values(copy.cancelReasons)) expect(text).not.toContain(sentence);
  });

  it('once the job is completed, the card says who helped, not who is coming (issue 31 item 12)', async () => {
    await show({ ...ASSIGNED, stage: 'completed', completed_at: '2026-11-26T18:00:00Z' }, locale, copy);
    expect(screen.getByRole('region', { name: copy.professional.headingDone }).textContent).toContain('Prospect Humane Wildlife');
    expect(screen.queryByRole('region', { name: copy.professional.heading })).toBeNull();
  });

  it('shows back what the resident added on this page (issue 31 item 12)', async () => {
    await show({ ...ASSIGNED, resident_notes: [{ at: '2026-11-26T15:07:00Z', note: 'The gate code is 1234.' }] }, locale, copy);
    const sent = screen.getByRole('region', { name: copy.sent.heading });
    expect(within(sent).getByRole('heading', { level: 3, name: copy.sent.added })).toBeTruthy();
    expect(sent.textContent).toContain('The gate code is 1234.');
  });

  it('announces a change of stage politely when the page refreshes itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const looking: LeadStatus = { ...ASSIGNED, stage: 'looking', assigned_at: null, professional: null };
      await show(looking, locale, copy);
      const live = document.querySelector('[aria-live="polite"]');
      expect(live?.getAttribute('role')).toBe('status');
      expect(live?.textContent).toBe('');
      vi.mocked(fetchStatus).mockResolvedValue({ ok: true, data: ASSIGNED });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(20_000);
      });
      await waitFor(() => expect(live?.textContent).toBe(copy.stageAnnouncement.replace('{stage}', copy.steps.assigned)));
      expect(screen.getByRole('region', { name: copy.professional.heading })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so in the language when nobody has taken the request after the promised hours', async () => {
    await show(WAITING, locale, copy);
    const notice = screen.getByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').includes('3'), {
      selector: '.bg-urgent-50 p',
    });
    expect(notice.textContent).toBe((copy.waitingTooLong.other).replace('{hours}', '3'));
    expect(screen.getByRole('link', { name: copy.callDispatch.replace('{phone}', '(212) 555-0142') })).toBeTruthy();
  });

  it('says plainly when automatic dispatch handed the request to a person, with the dispatch line', async () => {
    await show({ ...WAITING, waiting_too_long: false, stage: 'looking', needs_person: true }, locale, copy);
    expect(screen.getByText(copy.needsPerson).tagName).toBe('P');
    expect(screen.getByRole('link', { name: copy.callDispatch.replace('{phone}', '(212) 555-0142') })).toBeTruthy();
  });

  it('says nothing of it otherwise', async () => {
    await show({ ...WAITING, waiting_too_long: false, needs_person: false }, locale, copy);
    expect(screen.queryByText(copy.needsPerson)).toBeNull();
  });

  it('an unknown token: the not-found page in the language', async () => {
    vi.mocked(fetchStatus).mockResolvedValue({ ok: true, data: { ...ASSIGNED, found: false } });
    render(<StatusView token={TOKEN} copy={copy} locale={locale} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(copy.notFound.heading);
    expect(screen.getByText(copy.notFound.body)).toBeTruthy();
  });

  it('a malformed token asks nothing of the server', async () => {
    render(<StatusView token="not-a-token" copy={copy} locale={locale} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(copy.notFound.heading);
    expect(fetchStatus).not.toHaveBeenCalled();
  });

  it("the database's reason for refusing an action is told in the language", async () => {
    await show({ ...ASSIGNED, stage: 'looking', professional: null }, locale, copy);
    vi.mocked(cancelRequest).mockResolvedValue({ ok: false, status: 400, code: 'P0001', message: 'This request is already closed.' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: copy.actions.noLongerNeedHelp }));
    expect(screen.getByRole('group', { name: copy.actions.cancelGroupLabel })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: copy.actions.confirmCancel }));
    const toast = await screen.findByText(copy.serverErrors.P0001);
    expect(toast).toBeTruthy();
    expect(screen.getByText(copy.toasts.failedTitle)).toBeTruthy();
  });

  it('an unknown failure gives the generic reason, never English on a translated page', async () => {
    await show({ ...ASSIGNED, stage: 'looking', professional: null }, locale, copy);
    vi.mocked(cancelRequest).mockResolvedValue({ ok: false, status: 500, code: 'XX000', message: 'Internal error' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: copy.actions.noLongerNeedHelp }));
    await user.click(screen.getByRole('button', { name: copy.actions.confirmCancel }));
    await screen.findByText(copy.toasts.failedTitle);
    if (locale === 'en') expect(screen.getByText('Internal error')).toBeTruthy();
    else expect(screen.getByText(copy.toasts.failedDescription)).toBeTruthy();
  });
});

describe('the status page', () => {
  it.each([
    ['en', `/status/${TOKEN}`],
    ['en', `/status/${TOKEN}/`],
    ['es', `/es/status/${TOKEN}`],
    ['zh-Hant', `/zh-hant/status/${TOKEN}/`],
    ['zh-Hans', `/zh-hans/status/${TOKEN}`],
  ] as const)('reads the token from a %s address (%s)', (locale, path) => {
    expect(tokenFromPath(path, locale)).toBe(TOKEN);
  });

  it.each([
    ['en', '/status'],
    ['es', '/es/status/'],
    ['zh-Hant', '/zh-hant/status'],
  ] as const)('an address without a token (%s %s) gives none', (locale, path) => {
    expect(tokenFromPath(path, locale)).toBe('');
  });

  it.each(COPIES)('is prerendered in %s as the loading shell, noindex, canonical at its own path', (locale, copy) => {
    const collector = createHeadCollector();
    const prefix = { en: '', es: '/es', 'zh-Hant': '/zh-hant', 'zh-Hans': '/zh-hans' }[locale];
    const html = renderToString(
      <HeadContext.Provider value={collector}>
        <MemoryRouter initialEntries={[`${prefix}/status/${TOKEN}`]}>
          <StatusPage copy={copy} locale={locale} />
        </MemoryRouter>
      </HeadContext.Provider>,
    );
    expect(html).toContain(`<p role="status">${copy.loading}</p>`);
    const head = collector.head();
    expect(head?.noindex).toBe(true);
    expect(head?.title.startsWith(copy.page.title)).toBe(true);
    expect(head?.description).toBe(copy.page.description);
    expect(head?.canonical.endsWith(`${prefix}/status`)).toBe(true);
  });

  it.each(COPIES)('in %s, once hydrated, shows the request whose token is in the address', async (locale, copy) => {
    vi.mocked(fetchStatus).mockResolvedValue({ ok: true, data: ASSIGNED });
    const prefix = { en: '', es: '/es', 'zh-Hant': '/zh-hant', 'zh-Hans': '/zh-hans' }[locale];
    render(
      <MemoryRouter initialEntries={[`${prefix}/status/${TOKEN}`]}>
        <StatusPage copy={copy} locale={locale} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('NWD-48213'));
    expect(fetchStatus).toHaveBeenCalledWith(TOKEN);
  });

  it.each(COPIES)('in %s, without a token, says where to find the link', (locale, copy) => {
    const prefix = { en: '', es: '/es', 'zh-Hant': '/zh-hant', 'zh-Hans': '/zh-hans' }[locale];
    render(
      <MemoryRouter initialEntries={[`${prefix}/status`]}>
        <StatusPage copy={copy} locale={locale} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.page.noTokenHeading);
    expect(screen.getByText(copy.page.noTokenBody)).toBeTruthy();
  });
});
