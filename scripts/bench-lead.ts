/**
 * The benches' resident and dispatcher, against whichever local Supabase a bench runs:
 *
 *   - `benchLead`: one report stored as a borough's lead form stores it (Queens unless told),
 *     with the token of its status page (rpc/lead_status_link). Used by bench, bench-status,
 *     bench-dispatch, bench-interaction and bench-pro.
 *   - `offerBenchLead`: the demo dispatcher signs in and offers a lead to a demo professional
 *     (rpc/offer_lead, as the console's Offer does). Used by bench-status and bench-pro.
 *   - `withdrawOpenOffers`: the demo dispatcher withdraws every open offer a demo professional
 *     holds (rpc/withdraw_offer, as the console's Withdraw does), so that each run of bench-pro
 *     starts from the same portal: the offers earlier runs left open (four a run, open for an
 *     hour) had the cold portal drawn ever more slowly, 1,972 to 2,912 ms over six runs.
 *   - `removeBenchLeads`: deletes the benches' own leads of a borough (with their offers and
 *     events), as the service role. A withdrawn offer stays in its professional's portal for a
 *     day, so withdrawing alone still left bench-pro's portal four offers longer each run (the
 *     cold portal 2,228 to 2,362 ms over four runs).
 */
const STATUS_SECRET = 'b'.repeat(43);
/** The name every bench lead is stored under (removeBenchLeads finds them by it). */
const BENCH_RESIDENT = 'Bench Resident';

/** Where the resident lives: the demo professional serving it is pro.<borough>@demo.test. */
export type BenchBorough = 'Queens' | 'Brooklyn';

const PLACE: Record<BenchBorough, { zip: string; sourcePage: string; description: string; species: string }> = {
  Queens: { zip: '11375', sourcePage: '/queens-wildlife-control', description: 'A bat in the bedroom.', species: 'Bats' },
  Brooklyn: { zip: '11215', sourcePage: '/brooklyn-wildlife-control', description: 'A raccoon in the attic.', species: 'Raccoons' },
};

/** The reference a lead is shown by (the first eight hex digits of its id, as 1234-ABCD). */
export function referenceOf(id: string): string {
  return `${id.slice(0, 4)}-${id.slice(4, 8)}`.toUpperCase();
}

export async function benchLead(api: string, key: string, borough: BenchBorough = 'Queens'): Promise<{ id: string; token: string; reference: string }> {
  const id = crypto.randomUUID();
  const place = PLACE[borough];
  const headers = { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
  const stored = await fetch(`${api}/rest/v1/leads`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      id, source: 'lead_form', source_page: place.sourcePage, name: BENCH_RESIDENT, email: 'bench-resident@example.com', phone: '(718) 555-0100',
      property_type: 'Homeowner', address: '1 Bench St', city: borough, zip: place.zip, description: place.description, species: [place.species], contact_method: 'Call',
      status_secret: STATUS_SECRET,
    }),
  });
  if (!stored.ok) throw new Error(`leads: ${stored.status} ${await stored.text()} (is the local Supabase running?)`);
  const link = await fetch(`${api}/rest/v1/rpc/lead_status_link`, { method: 'POST', headers, body: JSON.stringify({ p_lead_id: id, p_secret: STATUS_SECRET }) });
  const token = (await link.json()) as unknown;
  if (typeof token !== 'string') throw new Error('lead_status_link gave no token');
  return { id, token, reference: referenceOf(id) };
}

/** The demo dispatcher's session per API, signed in once per process: Auth limits sign-ins per address (429 `over_request_rate_limit`), and bench-pro offers four leads a run. */
const dispatcherSessions = new Map<string, Promise<Record<string, string>>>();

/** The demo dispatcher (local demo account), signed in: its request headers and the id of the demo professional `proEmail`. */
async function asDispatcher(api: string, anonKey: string, proEmail: string): Promise<{ auth: Record<string, string>; proId: string }> {
  let session = dispatcherSessions.get(api);
  if (!session) {
    session = signInDispatcher(api, anonKey);
    dispatcherSessions.set(api, session);
    session.catch(() => dispatcherSessions.delete(api));
  }
  const auth = await session;
  const [pro] = (await (await fetch(`${api}/rest/v1/pros?email=eq.${encodeURIComponent(proEmail)}&select=id`, { headers: auth })).json()) as { id: string }[];
  if (!pro) throw new Error(`no professional ${proEmail} (are the demo accounts loaded?)`);
  return { auth, proId: pro.id };
}

async function signInDispatcher(api: string, anonKey: string): Promise<Record<string, string>> {
  const signIn = await fetch(`${api}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'dispatcher@demo.test', password: 'dispatch-demo' }),
  });
  if (!signIn.ok) throw new Error(`dispatcher sign-in: ${signIn.status} ${await signIn.text()}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

/** The demo dispatcher offers the lead to the demo professional `proEmail`. */
export async function offerBenchLead(api: string, anonKey: string, leadId: string, proEmail: string): Promise<void> {
  const { auth, proId } = await asDispatcher(api, anonKey, proEmail);
  const res = await fetch(`${api}/rest/v1/rpc/offer_lead`, { method: 'POST', headers: auth, body: JSON.stringify({ p_lead_id: leadId, p_pro_id: proId }) });
  if (!res.ok) throw new Error(`offer_lead: ${res.status} ${await res.text()}`);
}

/** Deletes every lead `benchLead` stored for the borough (its offers and events go with it). Local demo data only. */
export async function removeBenchLeads(api: string, serviceKey: string, borough: BenchBorough): Promise<void> {
  const res = await fetch(`${api}/rest/v1/leads?name=eq.${encodeURIComponent(BENCH_RESIDENT)}&zip=eq.${PLACE[borough].zip}`, {
    method: 'DELETE',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, Prefer: 'return=minimal' },
  });
  if (!res.ok) throw new Error(`removing the bench's leads: ${res.status} ${await res.text()}`);
}

/** The demo dispatcher withdraws every open offer the demo professional `proEmail` holds. */
export async function withdrawOpenOffers(api: string, anonKey: string, proEmail: string): Promise<void> {
  const { auth, proId } = await asDispatcher(api, anonKey, proEmail);
  const open = (await (await fetch(`${api}/rest/v1/lead_offers?pro_id=eq.${proId}&status=eq.open&select=id`, { headers: auth })).json()) as { id: string }[];
  for (const offer of open) {
    const res = await fetch(`${api}/rest/v1/rpc/withdraw_offer`, { method: 'POST', headers: auth, body: JSON.stringify({ p_offer_id: offer.id, p_note: 'Withdrawn by bench:pro before a run.' }) });
    if (!res.ok) throw new Error(`withdraw_offer: ${res.status} ${await res.text()}`);
  }
}
