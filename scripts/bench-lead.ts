/**
 * The benches' resident: one report stored as the Queens lead form stores it, and the token of
 * its status page (rpc/lead_status_link). Used by bench-status, bench-dispatch and
 * bench-interaction, against whichever local Supabase they run.
 */
const STATUS_SECRET = 'b'.repeat(43);

export async function benchLead(api: string, key: string): Promise<{ id: string; token: string }> {
  const id = crypto.randomUUID();
  const headers = { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
  const stored = await fetch(`${api}/rest/v1/leads`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      id, source: 'lead_form', source_page: '/queens-wildlife-control', name: 'Bench Resident', email: 'bench-resident@example.com', phone: '(718) 555-0100',
      property_type: 'Homeowner', address: '1 Bench St', city: 'Queens', zip: '11375', description: 'A bat in the bedroom.', species: ['Bats'], contact_method: 'Call', status_secret: STATUS_SECRET,
    }),
  });
  if (!stored.ok) throw new Error(`leads: ${stored.status} ${await stored.text()} (is the local Supabase running?)`);
  const link = await fetch(`${api}/rest/v1/rpc/lead_status_link`, { method: 'POST', headers, body: JSON.stringify({ p_lead_id: id, p_secret: STATUS_SECRET }) });
  const token = (await link.json()) as unknown;
  if (typeof token !== 'string') throw new Error('lead_status_link gave no token');
  return { id, token };
}
