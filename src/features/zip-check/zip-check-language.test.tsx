/**
 * The home ZIP check speaks the language it is given (a stand-in translation: every vowel of the
 * English accented, placeholders kept) and sends a served ZIP on to the report flow in that language.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { toast } from '@/components/toast';
import type { ZipAnswersCopy, ZipCheckCopy } from './copy';
import { ZIP_CHECK_COPY_EN } from './locales/en';
import { ZIP_ANSWERS_EN } from './locales/en-answers';
import { ZipCheckForm } from './zip-check-form';

vi.mock('@/components/toast', () => ({ toast: vi.fn(), dismissToast: vi.fn() }));
vi.mock('@/lib/coverage', () => ({
  fetchCoverage: vi.fn(async (zip: string) => (zip.startsWith('103') ? { borough: 'Staten Island', covered: false } : { borough: 'Brooklyn', covered: true })),
}));

const VOWELS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' };
function pseudo<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/(\{[A-Za-z0-9]+\})|[aeiouAEIOU]/g, (m: string, token?: string) => token ?? VOWELS[m] ?? m) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudo(v)])) as T;
  return value;
}
const ANSWERS: ZipAnswersCopy = pseudo(ZIP_ANSWERS_EN);
const COPY: ZipCheckCopy = { ...pseudo({ ...ZIP_CHECK_COPY_EN, loadAnswers: undefined }), loadAnswers: async () => ANSWERS };

const english = (text: string) => text.match(/[A-Za-z]*[aeiouAEIOU][A-Za-z]*/g) ?? [];

function Where() {
  return <pre data-testid="where">{useLocation().pathname}</pre>;
}

beforeEach(() => vi.mocked(toast).mockClear());

describe('the ZIP check in another language', () => {
  it('answers in that language and goes on to the report flow in that language', async () => {
    const router = createMemoryRouter([{ path: '*', element: <><Where /><ZipCheckForm copy={COPY} locale="es" /></> }], { initialEntries: ['/es'] });
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    const form = screen.getByRole('form', { name: COPY.formLabel });
    expect(screen.getByPlaceholderText(COPY.placeholder)).toBeDefined();
    const input = screen.getByLabelText(COPY.label);

    await user.type(input, '10301');
    await user.click(screen.getByRole('button', { name: COPY.button }));
    const sendAnyway = await screen.findByRole('link', { name: COPY.sendAnyway });
    expect(sendAnyway.getAttribute('href')).toBe('/es/contact');
    expect(vi.mocked(toast).mock.calls[0]?.[0]).toMatchObject({ title: ANSWERS.phoneOnly.title });
    expect(vi.mocked(toast).mock.calls[0]?.[0].description).toContain(ANSWERS.boroughs['Staten Island']);

    await user.clear(input);
    await user.type(input, '11001');
    await user.click(screen.getByRole('button', { name: COPY.button }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/es/contact'), { timeout: 3000 });
    await act(async () => undefined);

    const words = [
      ...english(form.textContent ?? ''),
      ...vi.mocked(toast).mock.calls.flatMap(([t]) => [...english(t.title), ...english(t.description ?? '')]),
    ];
    expect(words).toEqual([]);
    expect(vi.mocked(toast).mock.calls[1]?.[0].description).toContain(ANSWERS.cityLine.replace('{zip}', '11001'));
  });
});
