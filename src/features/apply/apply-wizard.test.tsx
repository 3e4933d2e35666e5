import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { LazyToaster, dismissToast } from '@/components/toast';
import { INVALID_FILE_TYPE } from '@/domain/file-rules';
import { saveApplicationDraft, uploadApplicationDocument } from './api';
import { ApplyWizard } from './apply-wizard';
import { APPLICATION_DRAFT_KEY, loadApplicationDraft, saveApplicationDraftLocally } from './draft-storage';
import { fieldMessages } from './messages';
import { stepForPath } from './steps';
import { APPROVABLE_CREDENTIALS, TEST_EMAIL, validApplication } from './testing';
import { CHROME_COPY } from '@/content/chrome';

vi.mock('./api', () => ({
  saveApplicationDraft: vi.fn(),
  uploadApplicationDocument: vi.fn(),
  getApplicationDocuments: vi.fn(async () => ({ ok: true, data: { license: null, insurance: null } })),
  finalizeApplication: vi.fn(),
}));
vi.mock('@/lib/supabase', () => ({ preloadSupabase: vi.fn() }));

const ID = '0b7c2a1e-4f1d-4c8e-9a55-2f6a3f0e9d11';

beforeAll(() => {
  // jsdom lacks these; cmdk uses them.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  vi.mocked(saveApplicationDraft).mockReset();
  vi.mocked(uploadApplicationDocument).mockReset();
});

afterEach(() => {
  act(() => dismissToast());
  sessionStorage.clear();
});

function WizardRoute() {
  const { pathname } = useLocation();
  const position = stepForPath(pathname);
  return (
    <>
      <p data-testid="path">{pathname}</p>
      {position === 'success' ? <h1>Done</h1> : <ApplyWizard stepIndex={position} />}
    </>
  );
}

/** The text of the elements an element's aria-describedby names. */
function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}

function renderWizard(path = '/apply') {
  const router = createMemoryRouter([{ path: '/apply/*', element: <WizardRoute /> }], { initialEntries: [path] });
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <RouterProvider router={router} />
      <LazyToaster labels={CHROME_COPY.toasts} />
    </>,
  );
  return { user, router };
}

async function fillStep1(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Business Name/), 'Five Borough Wildlife LLC');
  await user.type(screen.getByLabelText(/^Owner Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Phone Number/), '718555010099');
  await user.type(screen.getByLabelText(/^Email Address/), TEST_EMAIL);
  await user.type(screen.getByLabelText(/^Business Address/), '12 Main Street');
  await user.type(screen.getByLabelText(/^City/), 'Brooklyn');
  await user.selectOptions(screen.getByLabelText(/^State/), 'NY');
  await user.type(screen.getByLabelText(/^ZIP Code/), '11a2019');
}

describe('the application wizard, step 1', () => {
  it('shows the progress with the current step', () => {
    renderWizard();
    expect(screen.queryByText('Step 1 of 4')).not.toBeNull();
    const steps = within(screen.getByRole('list', { name: 'Application steps' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual(['1Business Info', '2Service Details', '3Credentials', '4Submit']);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(steps[1]?.getAttribute('aria-current')).toBeNull();
  });

  it('masks the phone number and the ZIP code', async () => {
    const { user } = renderWizard();
    const phone = screen.getByLabelText<HTMLInputElement>(/^Phone Number/);
    await user.type(phone, '718555010099');
    expect(phone.value).toBe('(718) 555-0100');
    const zip = screen.getByLabelText<HTMLInputElement>(/^ZIP Code/);
    await user.type(zip, '11a2019');
    expect(zip.value).toBe('11201');
  });

  it('an invalid Continue shows the toast, the messages and focuses the first invalid field', async () => {
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Continue to Step 2' }));
    await waitFor(() => expect(screen.queryByText('Incomplete Information')).not.toBeNull());
    expect(screen.queryByText('Please fill out all required fields for this step correctly.')).not.toBeNull();
    const business = screen.getByLabelText(/^Business Name/);
    expect(business.getAttribute('aria-invalid')).toBe('true');
    const errorId = business.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(fieldMessages.business_name);
    expect(document.activeElement).toBe(business);
    expect(saveApplicationDraft).not.toHaveBeenCalled();
  });

  it('a valid Continue saves the draft, keeps the id and moves to step 2 with focus on its heading', async () => {
    vi.mocked(saveApplicationDraft).mockResolvedValue({ ok: true, data: { id: ID } });
    const { user } = renderWizard();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Step 2' }));

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/apply/step-2'));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Service Details' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(saveApplicationDraft).toHaveBeenCalledTimes(1);
    const [row, id] = vi.mocked(saveApplicationDraft).mock.calls[0] ?? [];
    expect(id).toBeNull();
    expect(row).toMatchObject({ business_name: 'Five Borough Wildlife LLC', phone_number: '(718) 555-0100', zip_code: '11201', state: 'NY', website: null });
    expect(loadApplicationDraft()?.applicationId).toBe(ID);
  });

  it('a failed save shows the toast and stays on the step with everything kept', async () => {
    vi.mocked(saveApplicationDraft).mockResolvedValue({ ok: false, error: { kind: 'network', status: 0 } });
    const { user } = renderWizard();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Step 2' }));
    await waitFor(() => expect(screen.queryByText('Error Saving Draft')).not.toBeNull());
    expect(screen.queryByText('There was a problem saving your progress. Please try again.')).not.toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/apply');
    expect(screen.getByLabelText<HTMLInputElement>(/^Business Name/).value).toBe('Five Borough Wildlife LLC');
    expect(screen.getByRole('button', { name: 'Continue to Step 2' }).hasAttribute('disabled')).toBe(false);
  });

  it('restores the session draft after mount', async () => {
    saveApplicationDraftLocally(validApplication(), ID);
    renderWizard();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Business Name/).value).toBe('Five Borough Wildlife LLC'));
    expect(screen.getByLabelText<HTMLSelectElement>(/^State/).value).toBe('NY');
  });

  it('a corrupt session draft starts clean', () => {
    sessionStorage.setItem(APPLICATION_DRAFT_KEY, '{"version":1,"values":');
    renderWizard();
    expect(screen.getByLabelText<HTMLInputElement>(/^Business Name/).value).toBe('');
    expect(sessionStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull();
  });

  it('an unlisted /apply path shows step 1 and keeps its URL', () => {
    renderWizard('/apply/whatever');
    expect(screen.queryByRole('heading', { level: 2, name: 'Business Info' })).not.toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/apply/whatever');
  });
});

describe('the application wizard, later steps', () => {
  it('sends someone arriving on step 3 with nothing filled in back to step 1', async () => {
    renderWizard('/apply/step-3');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/apply'));
  });

  it("step 2: 'Other' reveals its text, unchecking clears it; 'All NYC' selects and clears all", async () => {
    saveApplicationDraftLocally(validApplication({ species_handled: [], service_counties: [] }), ID);
    const { user } = renderWizard('/apply/step-2');
    await screen.findByRole('heading', { level: 2, name: 'Service Details' });

    const other = screen.getByRole('checkbox', { name: 'Other' });
    await user.click(other);
    const text = await screen.findByLabelText<HTMLInputElement>(/^Other Species/);
    await user.type(text, 'Armadillos');
    await user.click(other);
    expect(screen.queryByLabelText(/^Other Species/)).toBeNull();
    await user.click(other);
    expect(screen.getByLabelText<HTMLInputElement>(/^Other Species/).value).toBe('');

    const combobox = screen.getByRole('combobox', { name: 'Boroughs You Serve' });
    expect(combobox.getAttribute('placeholder')).toBe('Select boroughs...');
    await user.click(screen.getByRole('option', { name: 'All NYC' }));
    const chips = screen.getByRole('list', { name: 'Selected: Boroughs You Serve' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('option', { name: 'All NYC' }));
    expect(screen.queryByRole('list', { name: 'Selected: Boroughs You Serve' })).toBeNull();

    await user.type(combobox, 'zzz');
    expect(screen.queryByText('No borough found.')).not.toBeNull();
    await user.clear(combobox);
    await user.type(combobox, 'brook');
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('list', { name: 'Selected: Boroughs You Serve' })).queryByText('Brooklyn (Kings)')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Brooklyn (Kings)' }));
    expect(screen.queryByRole('list', { name: 'Selected: Boroughs You Serve' })).toBeNull();
  });

  it('step 3 refuses a wrong file type and an oversize file, and accepts a PDF', async () => {
    saveApplicationDraftLocally(validApplication({ has_nwco_license: '', has_liability_insurance: '' }), ID);
    const { user } = renderWizard('/apply/step-3');
    await screen.findByRole('heading', { level: 2, name: 'Credentials' });
    const yes = screen.getAllByRole('radio', { name: 'Yes' })[0];
    if (!yes) throw new Error('no Yes radio');
    await user.click(yes);
    const input = screen.getByLabelText<HTMLInputElement>(/^License Document/);
    expect(input.getAttribute('accept')).toBe('.pdf,.jpg,.jpeg,.png');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.queryByText('Invalid File Type')).not.toBeNull());
    expect(input.value).toBe('');

    const big = new File([new Uint8Array(5242881)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    await waitFor(() => expect(screen.queryByText('File Too Large')).not.toBeNull());
    expect(screen.queryByText('File size must not exceed 5MB.')).not.toBeNull();
    expect(input.value).toBe('');

    await user.upload(input, new File(['%PDF-1.7\n'], 'license.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByText('File Selected')).not.toBeNull());
    expect(screen.queryByText('license.pdf is ready for submission.')).not.toBeNull();
  });

  it.each([
    ['an HTML page named license.pdf, typed application/pdf', new File(['<!doctype html><script>alert(1)</script>'], 'license.pdf', { type: 'application/pdf' })],
    ['a PNG typed application/pdf', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'license.pdf', { type: 'application/pdf' })],
    ['a PDF named scan.jpg with no MIME type', new File(['%PDF-1.7\n'], 'scan.jpg', { type: '' })],
  ])('step 3 refuses %s as Invalid File Type (its leading bytes)', async (_name, file) => {
    saveApplicationDraftLocally(validApplication({ has_nwco_license: '', has_liability_insurance: '' }), ID);
    const { user } = renderWizard('/apply/step-3');
    await screen.findByRole('heading', { level: 2, name: 'Credentials' });
    const yes = screen.getAllByRole('radio', { name: 'Yes' })[0];
    if (!yes) throw new Error('no Yes radio');
    await user.click(yes);
    const input = screen.getByLabelText<HTMLInputElement>(/^License Document/);
    await user.upload(input, file);
    await waitFor(() => expect(screen.queryByText('Invalid File Type')).not.toBeNull());
    expect(screen.queryByText('Please upload a PDF, JPG, or PNG file.')).not.toBeNull();
    expect(screen.queryByText('File Selected')).toBeNull();
    expect(input.value).toBe('');
  });

  it('a file the server finds is not its type (verify-document) shows Invalid File Type and must be picked again', async () => {
    saveApplicationDraftLocally(
      validApplication({ has_nwco_license: 'Yes', license_number: 'NWCO-1', issuing_agency: 'NYS DEC', license_expiration_date: '2030-01-31' }),
      ID,
    );
    vi.mocked(saveApplicationDraft).mockResolvedValue({ ok: true, data: { id: ID } });
    vi.mocked(uploadApplicationDocument).mockResolvedValue({ ok: false, error: { kind: 'rejected', status: 415, code: INVALID_FILE_TYPE } });
    const { user } = renderWizard('/apply/step-3');
    await screen.findByRole('heading', { level: 2, name: 'Credentials' });
    await user.upload(screen.getByLabelText<HTMLInputElement>(/^License Document/), new File(['%PDF-1.7\n'], 'license.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByText('Selected: license.pdf (ready for submission)')).not.toBeNull());

    await user.click(screen.getByRole('button', { name: 'Continue to Step 4' }));
    await waitFor(() => expect(screen.queryByText('Invalid File Type')).not.toBeNull());
    expect(screen.queryByText('Upload Failed')).toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/apply/step-3');
    expect(screen.queryByText('Selected: license.pdf (ready for submission)')).toBeNull();
  });

  it('step 4 without the agreements shows Agreement Required', async () => {
    saveApplicationDraftLocally(validApplication({ ...APPROVABLE_CREDENTIALS, confirm_truthful_info: false, confirm_no_guarantee: false, agree_to_terms: false }), ID);
    const { user } = renderWizard('/apply/step-4');
    await screen.findByRole('heading', { level: 2, name: 'Submit' });
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(screen.queryByText('Agreement Required')).not.toBeNull());
    expect(screen.queryByText('You must agree to all statements before proceeding to payment.')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /truthful and accurate/ }));
    expect(saveApplicationDraft).not.toHaveBeenCalled();
  });

  it('step 4 shows the fee, with its currency, next to Proceed to Payment', async () => {
    saveApplicationDraftLocally(validApplication(), ID);
    renderWizard('/apply/step-4');
    await screen.findByRole('heading', { level: 2, name: 'Submit' });
    const button = screen.getByRole('button', { name: 'Proceed to Payment' });
    // The local test checkout (no VITE_PAYMENT_URL) charges nothing and says so.
    expect(describedBy(button)).toBe('Dispatch Application Processing Fee (one-time, nonrefundable): $0.00 USD Test checkout: no card is charged.');
  });

  it('step 4 says plainly when the answers cannot be approved and does not go on to payment: change them or contact us', async () => {
    saveApplicationDraftLocally(validApplication({ acknowledged_not_approvable: true }), ID);
    const { user } = renderWizard('/apply/step-4');
    await screen.findByRole('heading', { level: 3, name: 'These answers cannot be approved' });
    expect(screen.queryByText(/You do not carry liability insurance/)).not.toBeNull();
    expect(screen.queryByText(/You do not hold a NYS DEC Nuisance Wildlife Control Operator \(NWCO\) license/)).not.toBeNull();
    // No "acknowledge and pay anyway".
    expect(screen.queryByRole('checkbox', { name: /cannot be approved/ })).toBeNull();
    expect(screen.queryByText(/pay anyway/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(screen.queryByText('These Answers Cannot Be Approved')).not.toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Change your answers' }));
    expect(screen.getByRole('link', { name: 'Change your answers' }).getAttribute('href')).toBe('/apply/step-3');
    expect(saveApplicationDraft).not.toHaveBeenCalled();
  });

  it('step 4 asks nothing more when the answers can be approved', async () => {
    saveApplicationDraftLocally(validApplication({ ...APPROVABLE_CREDENTIALS }), ID);
    renderWizard('/apply/step-4');
    await screen.findByRole('heading', { level: 2, name: 'Submit' });
    expect(screen.queryByRole('heading', { name: 'These answers cannot be approved' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /cannot be approved/ })).toBeNull();
  });

  it('step 3 asks rat, mouse and bird professionals for the pesticide certification and flags a date that has passed', async () => {
    saveApplicationDraftLocally(validApplication({ species_handled: ['Rats'], ...APPROVABLE_CREDENTIALS, license_expiration_date: '2020-01-31' }), ID);
    const { user } = renderWizard('/apply/step-3');
    await screen.findByRole('heading', { level: 2, name: 'Credentials' });
    expect(describedBy(screen.getByLabelText(/License Expiration Date/))).toBe('This date has passed: an expired license cannot be approved.');
    const question = screen.getByRole('group', { name: /commercial pesticide applicator certification/ });
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/Certification Number/)).not.toBeNull();
    expect(screen.getByLabelText(/Certification Category/)).not.toBeNull();
    expect(screen.getByLabelText(/Certification Expiration Date/)).not.toBeNull();
  });

  it('Back from step 2 goes to /apply', async () => {
    saveApplicationDraftLocally(validApplication(), ID);
    const { user } = renderWizard('/apply/step-2');
    await screen.findByRole('heading', { level: 2, name: 'Service Details' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/apply'));
  });
});
