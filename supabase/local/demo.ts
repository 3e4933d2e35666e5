/**
 * Demo accounts for local development only: a dispatcher, an admin and one professional per borough
 * (plus one covering two boroughs for fewer species, so matching has a choice to make).
 * Every business name starts with "[Demo]", every licence number with "DEMO-", every phone is
 * a 555-01xx number reserved for fiction, and each pros row has is_demo = true.
 *
 * Created through the local Supabase's own Auth admin API and REST API with the service role,
 * by `npm start` (supabase/local/start.ts), never by a migration: a hosted project gets none.
 */
export const DEMO_DISPATCHER = { email: 'dispatcher@demo.test', password: 'dispatch-demo' } as const;
/** An admin: what a dispatcher does, and the settings only admins change (automatic dispatch). */
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'admin-demo' } as const;
/** Where the local stack's "new request" and "offer returned" e-mails go (the local inbox shows them). */
export const DEMO_INBOX = 'dispatch-inbox@demo.test';

interface DemoPro {
  email: string;
  business_name: string;
  contact_name: string;
  phone: string;
  boroughs: string[];
  species: string[];
  /** Holds the DEC pesticide applicator certification: needed to be offered rats and mice. */
  pesticide_certified: boolean;
  /** Where offers are texted (E.164): the same fictional 555-01xx number, shown in the local SMS inbox. */
  mobile_phone: string;
}

export const DEMO_PROS: readonly DemoPro[] = [
  { email: 'pro.manhattan@demo.test', business_name: '[Demo] Midtown Wildlife Removal', contact_name: 'Demo Manhattan Pro', phone: '(212) 555-0101', boroughs: ['Manhattan'], species: [], mobile_phone: '+12125550101', pesticide_certified: true },
  { email: 'pro.brooklyn@demo.test', business_name: '[Demo] Prospect Humane Wildlife', contact_name: 'Demo Brooklyn Pro', phone: '(718) 555-0102', boroughs: ['Brooklyn'], species: [], mobile_phone: '+17185550102', pesticide_certified: true },
  { email: 'pro.queens@demo.test', business_name: '[Demo] Flushing Bay Wildlife Removal', contact_name: 'Demo Queens Pro', phone: '(718) 555-0103', boroughs: ['Queens'], species: [], mobile_phone: '+17185550103', pesticide_certified: true },
  { email: 'pro.bronx@demo.test', business_name: '[Demo] Grand Concourse Wildlife', contact_name: 'Demo Bronx Pro', phone: '(718) 555-0104', boroughs: ['Bronx'], species: [], mobile_phone: '+17185550104', pesticide_certified: true },
  { email: 'pro.staten-island@demo.test', business_name: '[Demo] Kill Van Kull Wildlife', contact_name: 'Demo Staten Island Pro', phone: '(718) 555-0105', boroughs: ['Staten Island'], species: [], mobile_phone: '+17185550105', pesticide_certified: true },
  { email: 'pro.bats-birds@demo.test', business_name: '[Demo] Two Boroughs Bat & Bird', contact_name: 'Demo Bat and Bird Pro', phone: '(718) 555-0106', boroughs: ['Brooklyn', 'Queens'], species: ['Bats', 'Birds', 'Squirrels'], mobile_phone: '+17185550106', pesticide_certified: false },
];

interface Target {
  url: string;
  serviceRoleKey: string;
}

async function call(target: Target, path: string, init: RequestInit): Promise<Response> {
  return fetch(`${target.url}${path}`, {
    ...init,
    headers: {
      apikey: target.serviceRoleKey,
      Authorization: `Bearer ${target.serviceRoleKey}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
}

async function createUser(target: Target, body: Record<string, unknown>): Promise<string | null> {
  const res = await call(target, '/auth/v1/admin/users', { method: 'POST', body: JSON.stringify(body) });
  if (res.status === 422) return null; // already there
  if (!res.ok) throw new Error(`Could not create demo user ${String(body.email)}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Creates the demo accounts unless the dispatcher already exists. Returns whether it seeded. */
export async function seedDemo(target: Target): Promise<boolean> {
  // The admin came later than the others: made on its own, so a kept data directory gets it too.
  await createUser(target, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, email_confirm: true, app_metadata: { role: 'admin' } });
  const dispatcher = await createUser(target, {
    email: DEMO_DISPATCHER.email,
    password: DEMO_DISPATCHER.password,
    email_confirm: true,
    app_metadata: { role: 'dispatcher' },
  });
  // Texts came later too: a kept data directory's demo professionals get their mobile numbers.
  for (const pro of DEMO_PROS) {
    await call(target, `/rest/v1/pros?email=eq.${encodeURIComponent(pro.email)}&mobile_phone=is.null`, {
      method: 'PATCH',
      body: JSON.stringify({ mobile_phone: pro.mobile_phone }),
      headers: { Prefer: 'return=minimal' },
    });
  }
  if (dispatcher === null) return false;
  const rows = [];
  for (const [i, pro] of DEMO_PROS.entries()) {
    const userId = await createUser(target, { email: pro.email, email_confirm: true, app_metadata: { demo: true } });
    rows.push({
      ...pro,
      user_id: userId,
      license_number: `DEMO-${String(i + 1).padStart(4, '0')}`,
      license_expires_on: '2027-09-30',
      insurance_carrier: '[Demo] Fictional Mutual Insurance',
      insured_through: '2027-06-30',
      is_demo: true,
    });
  }
  const res = await call(target, '/rest/v1/pros', { method: 'POST', body: JSON.stringify(rows), headers: { Prefer: 'return=minimal' } });
  if (!res.ok) throw new Error(`Could not create demo professionals: ${res.status} ${await res.text()}`);
  return true;
}
