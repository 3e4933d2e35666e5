import assert from 'node:assert/strict';

import { EMERGENCY_RULE, animalParagraph, biteParagraph } from './emergency.ts';
const EMERGENCY_EN = EMERGENCY_RULE.en;
const EMERGENCY_ES = EMERGENCY_RULE.es;

import {
  isTemplateName,
  renderEmail,
  TEMPLATE_NAMES,
  UnknownTemplateError,
  type RenderContext,
  type TemplateName,
} from './templates.ts';

const ctx: RenderContext = { siteUrl: 'https://example.org/', dispatchPhone: '(212) 555-0100' };

const FULL: Record<TemplateName, Record<string, unknown>> = {
  lead_received: {
    reference: 'NYC-7K3P',
    name: 'Ana Rivera',
    borough: 'Brooklyn',
    species: ['Raccoons', 'Squirrels'],
    received_at: '2026-11-23T14:30:00.123456+00:00',
    status_token: 'tok/en 123',
    phone_masked: '(•••) •••-0142',
  },
  lead_new: {
    reference: 'NYC-7K3P',
    borough: 'Brooklyn',
    species: ['Raccoons'],
    received_at: '2026-11-23T14:30:00+00:00',
    source: 'lead_form',
  },
  offer_new: {
    reference: 'NYC-7K3P',
    borough: 'Queens',
    species: ['Bats'],
    business_name: 'Critter Control Queens',
    expires_at: '2026-11-23T20:00:00Z',
  },
  offer_returned: {
    reference: 'NYC-7K3P',
    borough: 'Queens',
    species: ['Bats'],
    business_name: 'Critter Control Queens',
    outcome: 'declined',
    decline_reason: 'too_far',
  },
  lead_assigned: {
    reference: 'NYC-7K3P',
    name: 'Ana Rivera',
    status_token: 'abc123',
    pro: {
      business_name: 'Critter Control Queens',
      license_number: 'NWCL-12345',
      insured_through: '2027-03-31',
      phone: '+17185550199', // as stored: E.164
      boroughs: ['Queens', 'Brooklyn'],
    },
  },
  lead_cancelled_pro: {
    reference: 'NYC-7K3P',
    borough: 'Queens',
    business_name: 'Critter Control Queens',
    by_resident: true,
  },
  lead_unreachable: {
    reference: 'NYC-7K3P',
    borough: 'Queens',
    business_name: 'Critter Control Queens',
    tried: ['called', 'voicemail'],
    note: 'Number out of service.',
    by: 'pro',
  },
  resident_unreachable: {
    reference: 'NYC-7K3P',
    name: 'Ana Rivera',
    status_token: 'abc123',
    tried: ['called', 'texted'],
    phone_masked: '(•••) •••-0142',
    business_name: 'Critter Control Queens',
  },
  lead_completed: {
    reference: 'NYC-7K3P',
    name: 'Ana Rivera',
    status_token: 'abc123',
    business_name: 'Critter Control Queens',
  },
  lead_details_pro: {
    reference: 'NYC-7K3P',
    borough: 'Queens',
    business_name: 'Critter Control Queens',
    note: 'Gate code 4412; the side door is open after 5 pm.',
  },
  lead_not_resolved: {
    reference: 'NYC-7K3P',
    borough: 'Queens',
    business_name: 'Critter Control Queens',
  },
  lead_escalated: {
    reference: 'NYC-7K3P',
    borough: 'Queens',
    zip: '11354',
    reason: 'offer_limit',
    automatic_offers: 3,
  },
  application_received: {
    business_name: 'Critter Control Queens',
    name: 'Sam Lee',
    application_id: '3f2a9c1e-0000-4000-8000-000000000000',
  },
  payment_received: {
    business_name: 'Critter Control Queens',
    name: 'Sam Lee',
    amount_total: 4900,
    currency: 'usd',
    application_id: '3f2a9c1e-0000-4000-8000-000000000000',
  },
  payment_reversed: {
    kind: 'refunded',
    outcome: 'reversed',
    amount: 4900,
    currency: 'usd',
    reason: 'requested_by_customer',
    business_name: 'Critter Control Queens',
    application_id: '3f2a9c1e-0000-4000-8000-000000000000',
    application_status: 'submitted',
  },
  application_approved: {
    business_name: 'Critter Control Queens',
    name: 'Sam Lee',
    application_id: '3f2a9c1e-0000-4000-8000-000000000000',
    email: 'sam@example.com',
    boroughs: ['Queens', 'Brooklyn'],
  },
  application_rejected: {
    business_name: 'Critter Control Queens',
    name: 'Sam Lee',
    application_id: '3f2a9c1e-0000-4000-8000-000000000000',
    reason: 'The licence number does not match the licence document.',
  },
  application_changes_requested: {
    business_name: 'Critter Control Queens',
    name: 'Sam Lee',
    application_id: '3f2a9c1e-0000-4000-8000-000000000000',
    message: 'Please upload the full insurance certificate.',
  },
  newsletter_confirm: {
    confirm_token: 'C0nfirmTokenC0nfirmTokenC0nfirmTokenC0nfir',
  },
  newsletter_update: {
    subject: 'Bats season: what to know',
    body: 'First paragraph.\n\nSecond paragraph\r\nstill second.',
    unsubscribe_token: 'Uns_bscribeTokenUns_bscribeTokenUns_bscrib',
  },
};

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function assertWellFormed(template: TemplateName, data: Record<string, unknown>): void {
  const email = renderEmail(template, data, ctx);
  assert.ok(email.subject.length > 0, `${template}: empty subject`);
  assert.doesNotMatch(email.subject, /[\r\n]/);
  assert.ok(email.html.startsWith('<!doctype html>'), `${template}: html doctype`);
  assert.ok(email.html.includes('<html lang="en">'));
  assert.ok(email.html.includes('<meta charset="utf-8">'));
  assert.ok(email.html.includes('<h1'));
  assert.ok(email.html.includes(`<title>${escapeHtml(email.subject)}</title>`), `${template}: title`);
  assert.ok(email.html.includes("font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif"));
  assert.ok(email.html.includes('NYC Wildlife Dispatch · New York City'));
  assert.ok(email.text.includes('NYC Wildlife Dispatch · New York City'));
  assert.doesNotMatch(email.html, /<img|<table|<link|<script|https?:\/\/(?!example\.org)/i);
  assert.ok(email.text.length > 0);
}

Deno.test('TEMPLATE_NAMES and isTemplateName agree', () => {
  assert.equal(TEMPLATE_NAMES.length, Object.keys(FULL).length);
  for (const name of TEMPLATE_NAMES) assert.ok(isTemplateName(name));
  assert.equal(isTemplateName('nope'), false);
  assert.equal(isTemplateName('toString'), false);
});

for (const template of TEMPLATE_NAMES) {
  Deno.test(`${template} renders with full data`, () => {
    assertWellFormed(template, FULL[template]);
  });
  Deno.test(`${template} renders with empty data`, () => {
    assertWellFormed(template, {});
  });
  Deno.test(`${template} renders with wrongly typed data`, () => {
    const junk: Record<string, unknown> = {};
    for (const key of Object.keys(FULL[template])) junk[key] = { nested: [1, null] };
    junk.species = 'not-an-array';
    junk.pro = ['not', 'an', 'object'];
    assertWellFormed(template, junk);
  });
}

Deno.test('title equals the subject', () => {
  const email = renderEmail('lead_received', FULL.lead_received, ctx);
  assert.equal(email.subject, 'We received your request (reference NYC-7K3P)');
  assert.ok(email.html.includes('<title>We received your request (reference NYC-7K3P)</title>'));
});

Deno.test('subjects follow the documented forms', () => {
  assert.equal(renderEmail('lead_new', FULL.lead_new, ctx).subject, 'New request NYC-7K3P · Brooklyn');
  assert.equal(renderEmail('offer_new', FULL.offer_new, ctx).subject, 'New job offer in Queens (NYC-7K3P)');
  assert.equal(
    renderEmail('offer_returned', FULL.offer_returned, ctx).subject,
    'Needs a new offer: NYC-7K3P (declined)',
  );
  assert.equal(
    renderEmail('offer_returned', { ...FULL.offer_returned, outcome: 'expired' }, ctx).subject,
    'Needs a new offer: NYC-7K3P (offer expired)',
  );
  assert.equal(renderEmail('lead_assigned', FULL.lead_assigned, ctx).subject, 'A professional has your request (NYC-7K3P)');
  assert.equal(renderEmail('lead_cancelled_pro', FULL.lead_cancelled_pro, ctx).subject, 'Job NYC-7K3P was cancelled');
  assert.equal(renderEmail('application_received', {}, ctx).subject, 'We received your application');
  assert.equal(renderEmail('payment_received', {}, ctx).subject, 'Payment received for your application');
  assert.equal(renderEmail('application_approved', {}, ctx).subject, 'Your application is approved');
  assert.equal(renderEmail('application_rejected', {}, ctx).subject, 'Your application was not approved');
  assert.equal(renderEmail('application_changes_requested', {}, ctx).subject, 'Your application needs a change');
});

Deno.test('the decisions carry what the applicant needs: how to sign in, the reason, what to change', () => {
  const approved = renderEmail('application_approved', FULL.application_approved, ctx);
  assert.ok(approved.text.includes('https://example.org/pro'));
  assert.ok(approved.text.includes('sam@example.com'));
  assert.ok(approved.text.includes('Queens and Brooklyn'));
  const rejected = renderEmail('application_rejected', FULL.application_rejected, ctx);
  assert.ok(rejected.text.includes('The reason: The licence number does not match the licence document.'));
  const changes = renderEmail('application_changes_requested', FULL.application_changes_requested, ctx);
  assert.ok(changes.text.includes('What to change: Please upload the full insurance certificate.'));
  assert.ok(changes.text.includes('https://example.org/apply?continue=3f2a9c1e-0000-4000-8000-000000000000'));
});

Deno.test('business_name is HTML-escaped', () => {
  const evil = '<script>alert("x")</script> & \'co\'';
  for (const template of ['offer_new', 'offer_returned', 'lead_cancelled_pro', 'application_received', 'payment_received'] as const) {
    const email = renderEmail(template, { ...FULL[template], business_name: evil }, ctx);
    assert.ok(!email.html.includes('<script>'), template);
    assert.ok(email.html.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;'), template);
  }
  const assigned = renderEmail(
    'lead_assigned',
    { ...FULL.lead_assigned, pro: { business_name: evil, phone: '"><script>' } },
    ctx,
  );
  assert.ok(!assigned.html.includes('<script>'));
  assert.ok(assigned.html.includes('&lt;script&gt;'));
});

Deno.test('CR/LF and control characters are stripped from the subject and text', () => {
  const email = renderEmail(
    'lead_received',
    { ...FULL.lead_received, reference: 'AB\r\nBcc: victim@example.com\u0000\u2028X', name: 'Ana\nEvil' },
    ctx,
  );
  assert.ok(![...email.subject].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u2028'));
  assert.ok(![...email.text].some((char) => char === '\r' || char === '\u0000' || char === '\u2028'));
  assert.equal(email.subject, 'We received your request (reference AB Bcc: victim@example.com X)');
  assert.ok(email.text.includes('Hello Ana Evil,'));
  assert.ok(!email.text.includes('\nBcc:'));
  const cancelled = renderEmail('lead_cancelled_pro', { reference: 'R1\r\nX-Evil: 1' }, ctx);
  assert.equal(cancelled.subject, 'Job R1 X-Evil: 1 was cancelled');
});

Deno.test('unknown template throws UnknownTemplateError', () => {
  assert.throws(() => renderEmail('nope', {}, ctx), UnknownTemplateError);
  assert.throws(() => renderEmail('__proto__', {}, ctx), UnknownTemplateError);
  assert.throws(() => renderEmail('', {}, ctx), (error: unknown) => error instanceof Error && error.name === 'UnknownTemplateError');
});

Deno.test('offer_new ignores resident contact details in extra keys', () => {
  const email = renderEmail(
    'offer_new',
    {
      ...FULL.offer_new,
      name: 'Ana Rivera',
      email: 'ana.rivera@example.net',
      phone: '(917) 555-0123',
      address: '12 Elm Street',
    },
    ctx,
  );
  for (const output of [email.subject, email.text, email.html]) {
    for (const secret of ['Ana Rivera', 'ana.rivera@example.net', '555-0123', '9175550123', '12 Elm Street']) {
      assert.ok(!output.includes(secret), `leaked ${secret}`);
    }
  }
  assert.ok(email.text.includes('contact details are shown once you accept'));
  assert.ok(email.text.includes('Answer the offer: https://example.org/pro'));
  assert.ok(email.html.includes('href="https://example.org/pro"'));
  // 20:00Z on Nov 23, 2026 is 3:00 PM in New York (EST).
  assert.ok(email.text.includes('Nov 23, 2026, 3:00'), email.text);
});

Deno.test('status link in lead_received and lead_assigned', () => {
  const received = renderEmail('lead_received', FULL.lead_received, ctx);
  const url = 'https://example.org/status/tok%2Fen%20123';
  assert.ok(received.text.includes(`Track your request: ${url}`));
  assert.ok(received.html.includes(`href="${url}"`));
  assert.ok(received.text.includes('Hello Ana Rivera,'));
  assert.ok(received.text.includes(biteParagraph(EMERGENCY_EN)));
  assert.ok(received.text.includes(animalParagraph(EMERGENCY_EN)));
  assert.ok(received.text.includes('Questions? Call our dispatch line at (212) 555-0100.'));
  assert.ok(received.text.includes('You get this e-mail because of a request made on our website.'));

  const assigned = renderEmail('lead_assigned', FULL.lead_assigned, ctx);
  assert.ok(assigned.text.includes('Track your request: https://example.org/status/abc123'));
  assert.ok(assigned.html.includes('href="https://example.org/status/abc123"'));

  const noToken = renderEmail('lead_received', { ...FULL.lead_received, status_token: null }, ctx);
  assert.ok(!noToken.text.includes('/status/'));
  assert.ok(!noToken.html.includes('/status/'));
});

Deno.test('no dispatch phone line when dispatchPhone is empty; greeting without a name', () => {
  const email = renderEmail('lead_received', { reference: 'R1' }, { siteUrl: 'https://example.org', dispatchPhone: '' });
  assert.ok(!email.text.includes('Questions?'));
  assert.ok(email.text.includes('Hello,'));
});

Deno.test('lead_assigned shows the pro card: the stored E.164 number written as people write it, dialled by a tel: link', () => {
  const email = renderEmail('lead_assigned', FULL.lead_assigned, ctx);
  assert.ok(email.html.includes('href="tel:+17185550199"'));
  assert.ok(email.html.includes('>(718) 555-0199</a>'));
  assert.ok(email.text.includes('Phone: (718) 555-0199'));
  assert.ok(email.text.includes('NYS DEC nuisance wildlife control licence: NWCL-12345'));
  assert.ok(email.text.includes('Insured through: March 31, 2027'));
  assert.ok(email.text.includes('Boroughs served: Queens and Brooklyn'));
  assert.ok(email.text.includes('Critter Control Queens'));
  // The dispatch line (configured as people write it) is a tel: link too.
  assert.ok(email.html.includes('href="tel:2125550100"'));
});

Deno.test('lead_assigned omits an invalid insured_through date', () => {
  const email = renderEmail('lead_assigned', { pro: { insured_through: '2027-02-30' } }, ctx);
  assert.ok(!email.text.includes('Insured through'));
});

Deno.test('dispatch inbox mails link to the console', () => {
  const fresh = renderEmail('lead_new', FULL.lead_new, ctx);
  assert.ok(fresh.text.includes('https://example.org/dispatch/leads/NYC-7K3P'));
  assert.ok(fresh.text.includes('Source: Request form'));
  const returned = renderEmail('offer_returned', FULL.offer_returned, ctx);
  assert.ok(returned.html.includes('href="https://example.org/dispatch/leads/NYC-7K3P"'));
  assert.match(returned.text, /^Reason: Too far$/m);
});

Deno.test('application mails: reference and amount', () => {
  const received = renderEmail('application_received', FULL.application_received, ctx);
  assert.ok(received.text.includes('3F2A9C1E'));
  assert.ok(received.text.includes('3-5 business days'));
  const paid = renderEmail('payment_received', FULL.payment_received, ctx);
  assert.ok(paid.text.includes('We received your payment of $49.00'));
  const badCurrency = renderEmail('payment_received', { ...FULL.payment_received, currency: 'zzzz' }, ctx);
  assert.ok(badCurrency.text.includes('We received your payment for the application'));
  assert.ok(!badCurrency.text.includes('$'));
  assert.doesNotMatch(paid.text, /refund/i);
});

Deno.test('newsletter_confirm links to the confirm page with its token and carries no list headers', () => {
  const email = renderEmail('newsletter_confirm', FULL.newsletter_confirm, ctx);
  assert.equal(email.subject, 'Confirm your subscription to NYC Wildlife Dispatch updates');
  assert.ok(email.text.includes('Confirm my subscription: https://example.org/newsletter/confirm?token=C0nfirmTokenC0nfirmTokenC0nfirmTokenC0nfir'));
  assert.ok(email.html.includes('href="https://example.org/newsletter/confirm?token=C0nfirmTokenC0nfirmTokenC0nfirmTokenC0nfir"'));
  assert.equal(email.headers, undefined);
});

Deno.test('every newsletter_update carries an unsubscribe link and the RFC 8058 one-click headers', () => {
  const token = 'Uns_bscribeTokenUns_bscribeTokenUns_bscrib';
  const withApi = renderEmail('newsletter_update', FULL.newsletter_update, { ...ctx, apiUrl: 'https://example.org/api/' });
  assert.equal(withApi.subject, 'Bats season: what to know');
  assert.deepEqual(withApi.headers, {
    'List-Unsubscribe': `<https://example.org/api/functions/v1/newsletter-unsubscribe?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  assert.ok(withApi.text.includes(`Unsubscribe (https://example.org/newsletter/unsubscribe?token=${token})`));
  assert.ok(withApi.html.includes(`href="https://example.org/newsletter/unsubscribe?token=${token}"`));
  assert.ok(withApi.text.includes('First paragraph.\n\nSecond paragraph still second.'));
  // Without the API URL there is no one-click endpoint: the header names the site's page only.
  const withoutApi = renderEmail('newsletter_update', FULL.newsletter_update, ctx);
  assert.deepEqual(withoutApi.headers, { 'List-Unsubscribe': `<https://example.org/newsletter/unsubscribe?token=${token}>` });
  // No other template carries list headers.
  for (const template of TEMPLATE_NAMES.filter((t) => t !== 'newsletter_update')) {
    assert.equal(renderEmail(template, FULL[template], { ...ctx, apiUrl: 'https://example.org/api' }).headers, undefined, template);
  }
});

Deno.test('a newsletter_update token cannot inject header lines', () => {
  const email = renderEmail('newsletter_update', { ...FULL.newsletter_update, unsubscribe_token: 'abc\r\nBcc: victim@example.org' }, { ...ctx, apiUrl: 'https://example.org' });
  for (const value of Object.values(email.headers ?? {})) assert.doesNotMatch(value, /[\r\n]/);
  assert.ok(email.headers?.['List-Unsubscribe']?.includes('abc%20Bcc%3A%20victim%40example.org'));
});

// ---------------------------------------------------------------------------------------------
// The resident's language (leads.language)
// ---------------------------------------------------------------------------------------------

const LEAD_ASSIGNED_PRO = {
  business_name: 'Bronx Wildlife Co',
  license_number: '1234',
  insured_through: '2027-03-31',
  phone: '(718) 555-0142',
  boroughs: ['Bronx', 'Manhattan'],
};

Deno.test('a Spanish lead gets its confirmation in Spanish, with the status link under /es', () => {
  const mail = renderEmail('lead_received', { ...FULL.lead_received, language: 'es', borough: 'Bronx' }, ctx);
  assert.equal(mail.subject, 'Recibimos su solicitud (referencia NYC-7K3P)');
  assert.match(mail.text, /^Recibimos su solicitud\n\nHola, Ana Rivera:/);
  assert.match(mail.text, /un profesional con licencia que trabaja en el Bronx a la vez/);
  assert.match(mail.text, /Animales: Mapaches y Ardillas/);
  assert.match(mail.text, /Recibida: .*2026.*\(hora de Nueva York\)/);
  assert.match(mail.text, /Ver el estado de su solicitud: https:\/\/example\.org\/es\/status\/tok%2Fen%20123/);
  assert.ok(mail.text.includes(biteParagraph(EMERGENCY_ES)));
  assert.ok(mail.text.includes(animalParagraph(EMERGENCY_ES)));
  assert.match(mail.text, /¿Preguntas\? Llame a nuestra línea de despacho al \(212\) 555-0100\./);
  assert.match(mail.text, /Recibe este correo por una solicitud hecha en nuestro sitio web\./);
  assert.match(mail.html, /<html lang="es">/);
  assert.match(mail.html, /href="tel:2125550100"/);
  assert.doesNotMatch(mail.text, /We received|Track your request|Hello|Raccoons|New York time/);
});

for (const [language, subject, track, prefix] of [
  ['zh-Hant', '我們已收到您的請求（編號 NYC-7K3P）', '查看請求進度', '/zh-hant'],
  ['zh-Hans', '我们已收到您的请求（编号 NYC-7K3P）', '查看请求进度', '/zh-hans'],
] as const) {
  Deno.test(`a ${language} lead gets its confirmation and assignment mails in ${language}`, () => {
    const received = renderEmail('lead_received', { ...FULL.lead_received, language }, ctx);
    assert.equal(received.subject, subject);
    assert.ok(received.text.includes(`${track}: https://example.org${prefix}/status/`));
    assert.match(received.html, new RegExp(`<html lang="${language}">`));
    assert.doesNotMatch(received.text, /We received|Track your request|Hello|Raccoons|Brooklyn/);
    const assigned = renderEmail('lead_assigned', { reference: 'NYC-7K3P', name: 'Mei', language, status_token: 't', pro: LEAD_ASSIGNED_PRO }, ctx);
    assert.ok(assigned.text.includes('Bronx Wildlife Co'));
    assert.ok(assigned.text.includes('NYS DEC'));
    assert.ok(assigned.text.includes('2027'));
    assert.ok(assigned.text.includes(language === 'zh-Hant' ? '布朗士' : '布朗克斯'));
    assert.doesNotMatch(assigned.text, /A professional has your request|Insured through|Boroughs served|March/);
  });
}

Deno.test('a Spanish assignment mail names the professional in Spanish with dates in Spanish', () => {
  const mail = renderEmail('lead_assigned', { reference: 'NYC-7K3P', name: 'Ana', language: 'es', status_token: 't', pro: LEAD_ASSIGNED_PRO }, ctx);
  assert.equal(mail.subject, 'Un profesional tiene su solicitud (NYC-7K3P)');
  assert.match(mail.text, /Asegurado hasta: 31 de marzo de 2027/);
  assert.match(mail.text, /Condados que atiende: el Bronx y Manhattan/);
  assert.match(mail.text, /https:\/\/example\.org\/es\/status\/t/);
});

Deno.test('an unknown or missing language gives the English mail, unchanged', () => {
  const english = renderEmail('lead_received', FULL.lead_received, ctx);
  assert.deepEqual(renderEmail('lead_received', { ...FULL.lead_received, language: 'fr' }, ctx), english);
  assert.deepEqual(renderEmail('lead_received', { ...FULL.lead_received, language: 'en' }, ctx), english);
  assert.match(english.html, /<html lang="en">/);
  assert.match(english.text, /Track your request: https:\/\/example\.org\/status\//);
});

Deno.test('the dispatch inbox and the professional see which language the resident prefers', () => {
  const forDispatch = renderEmail('lead_new', { ...FULL.lead_new, language: 'zh-Hant' }, ctx);
  assert.match(forDispatch.text, /Prefers: 繁體中文/);
  const forPro = renderEmail('offer_new', { ...FULL.offer_new, language: 'es' }, ctx);
  assert.match(forPro.text, /Prefers: Español/);
  assert.doesNotMatch(renderEmail('offer_new', { ...FULL.offer_new, language: 'en' }, ctx).text, /Prefers/);
});

// Issue 24, items 5, 6, 7, 14 and 15: the resident's mails say what the service does.
const LANGUAGES = ['en', 'es', 'zh-Hant', 'zh-Hans'] as const;

Deno.test('the confirmation says one professional at a time and never "shortly" or "within a few hours", in every language', () => {
  for (const language of LANGUAGES) {
    const mail = renderEmail('lead_received', { ...FULL.lead_received, language }, ctx);
    assert.doesNotMatch(mail.text, /shortly|few hours|en breve|pocas horas|很快|幾小時|几小时|calls you back|devuelve la llamada|回電/, language);
    assert.match(mail.text, /at a time|a la vez|每次只/, language);
    assert.match(mail.text, /only the one who accepts|solo el que la acepte|只有接受請求|只有接受请求/, language);
  }
});

Deno.test('a borough with no active professional: the confirmation says the request is handled by phone, in every language', () => {
  for (const language of LANGUAGES) {
    const covered = renderEmail('lead_received', { ...FULL.lead_received, language, borough: 'Bronx' }, ctx);
    const phoneOnly = renderEmail('lead_received', { ...FULL.lead_received, language, borough: 'Bronx', phone_only: true }, ctx);
    assert.match(phoneOnly.text, /handled by phone|se atienden por teléfono|以電話處理|以电话方式处理/, language);
    assert.doesNotMatch(phoneOnly.text, /at a time|a la vez|每次只|licensed professional who covers|profesional con licencia que trabaja|持牌專業人員|持证专业人员/, language);
    assert.doesNotMatch(covered.text, /handled by phone|se atienden por teléfono|以電話處理|以电话方式处理/, language);
    // The dispatch line is there to call.
    assert.match(phoneOnly.html, /href="tel:2125550100"/, language);
  }
});

Deno.test('a professional has your request: the credential is named as the status page names it, in every language', () => {
  const names = {
    en: ['NYS DEC nuisance wildlife control licence', 'NYS DEC pesticide applicator certification'],
    es: ['Licencia del NYS DEC para el control de animales silvestres molestos', 'Certificación del NYS DEC como aplicador de pesticidas'],
    'zh-Hant': ['紐約州環境保護局（NYS DEC）滋擾野生動物控制員（NWCO）執照', '紐約州環境保護局（NYS DEC）農藥施用人員認證'],
    'zh-Hans': ['纽约州环境保护局（NYS DEC）滋扰野生动物控制员（NWCO）执照', '纽约州环境保护局（NYS DEC）农药施用人员认证'],
  } as const;
  for (const language of LANGUAGES) {
    const [licence, certification] = names[language];
    const licensed = renderEmail('lead_assigned', { ...FULL.lead_assigned, language, pro: { ...LEAD_ASSIGNED_PRO, credential: 'nwco_license' } }, ctx);
    assert.ok(licensed.text.includes(`${licence}: 1234`) || licensed.text.includes(`${licence}：1234`), language);
    const certified = renderEmail('lead_assigned', { ...FULL.lead_assigned, language, pro: { ...LEAD_ASSIGNED_PRO, credential: 'pesticide_certification' } }, ctx);
    assert.ok(certified.text.includes(certification), language);
    assert.ok(!certified.text.includes(licence), language);
    assert.doesNotMatch(certified.text, /NYS DEC licence|Licencia del NYS DEC:|NYS DEC 執照|NYS DEC 执照/, language);
  }
});

Deno.test('a professional has your request: how they will contact the resident follows the chosen method(s), never "They will call you"', () => {
  const say = (contact_by: string[] | undefined, language: (typeof LANGUAGES)[number] = 'en') =>
    renderEmail('lead_assigned', { ...FULL.lead_assigned, language, contact_by }, ctx).text;
  assert.match(say(['email']), /They will contact you by e-mail, as you asked\./);
  assert.match(say(['text']), /They will contact you by text message, as you asked\./);
  assert.match(say(['phone', 'email']), /They will contact you by phone or e-mail, as you asked\./);
  assert.match(say(undefined), /They will contact you with the details you gave us\./);
  assert.match(say(['email'], 'es'), /por correo electrónico, como lo pidió/);
  assert.match(say(['text'], 'zh-Hant'), /以短訊與您聯絡/);
  assert.match(say(['phone', 'email'], 'zh-Hans'), /通过电话或电子邮件与您联系/);
  for (const language of LANGUAGES) {
    assert.doesNotMatch(say(['email'], language), /will call you|Le va a llamar|會致電給您|会给您打电话/, language);
  }
});

Deno.test('a typed name that a mail program could turn into a link is not echoed in the greeting', () => {
  const linkish = [
    'Ana https://evil.example/login',
    'Ana www.evil.example',
    'visit evil.example now',
    'Ana (victim@example.org)',
    'Ana evil。example',
    'Ana evil．example',
    'Call 212 555 0100',
    'Ana <b>bold</b>',
    'evil.example',
  ];
  for (const name of linkish) {
    for (const template of ['lead_received', 'lead_assigned', 'application_received'] as const) {
      for (const language of ['en', 'es', 'zh-Hant', 'zh-Hans']) {
        const email = renderEmail(template, { ...FULL[template], name, language }, ctx);
        for (const output of [email.text, email.html]) {
          assert.ok(!output.includes('evil'), `${template}/${language} echoed ${name}`);
          assert.ok(!output.includes('555 0100'), `${template}/${language} echoed ${name}`);
        }
        if (language === 'en') assert.ok(email.text.includes('Hello,'), email.text);
      }
    }
  }
  for (const name of ['Ana Rivera', "J. R. O'Neil-Smith", 'José María Núñez', '李小明', 'Ana\nRivera']) {
    const email = renderEmail('lead_received', { ...FULL.lead_received, name }, ctx);
    assert.ok(email.text.includes(`Hello ${name.replace('\n', ' ')},`), email.text);
  }
});

Deno.test('the confirmation gives the emergency rule in every language: wound care and a doctor before 311, never approach the animal', () => {
  for (const language of ['en', 'es', 'zh-Hant', 'zh-Hans'] as const) {
    const mail = renderEmail('lead_received', { ...FULL.lead_received, language }, ctx);
    const rule = EMERGENCY_RULE[language];
    const [wash, doctor, report] = rule.biteSteps.map((step) => mail.text.indexOf(step));
    assert.ok(wash !== undefined && doctor !== undefined && report !== undefined);
    assert.ok(wash >= 0 && wash < doctor && doctor < report, `${language}: wash, doctor, then 311`);
    assert.ok(mail.text.includes(rule.animal), `${language}: the animal rule`);
    assert.ok(mail.text.includes(rule.batException), `${language}: the bat exception`);
    assert.ok(mail.html.includes(rule.biteSteps[0].replace(/'/g, '&#39;')), `${language}: in the HTML too`);
  }
});

Deno.test('the confirmation shows the phone masked to its last four digits, in every language', () => {
  for (const [language, label] of [
    ['en', 'Your phone'],
    ['es', 'Su teléfono'],
    ['zh-Hant', '您的電話'],
    ['zh-Hans', '您的电话'],
  ] as const) {
    const received = renderEmail('lead_received', { ...FULL.lead_received, language }, ctx);
    assert.ok(received.text.includes(`${label}: (•••) •••-0142`), `${language}: ${received.text}`);
    assert.ok(received.html.includes('(•••) •••-0142'));
  }
  // Without it (a mail queued before the database wrote it) there is no phone row.
  const older = renderEmail('lead_received', { ...FULL.lead_received, phone_masked: undefined }, ctx);
  assert.doesNotMatch(older.text, /Your phone/);
});

Deno.test('payment_reversed tells staff what happened, what it changed and where to act', () => {
  const refunded = renderEmail('payment_reversed', FULL.payment_reversed, ctx);
  assert.equal(refunded.subject, 'Payment refunded: application 3F2A9C1E');
  assert.match(refunded.text, /The fee payment for the application of Critter Control Queens was refunded\./);
  assert.match(refunded.text, /cannot be approved/);
  assert.match(refunded.text, /\$49\.00/);
  assert.match(refunded.html, /href="https:\/\/example\.org\/dispatch\/applications\/3f2a9c1e-0000-4000-8000-000000000000"/);
  const approved = renderEmail('payment_reversed', { ...FULL.payment_reversed, kind: 'disputed', application_status: 'approved' }, ctx);
  assert.equal(approved.subject, 'Payment disputed: application 3F2A9C1E');
  assert.match(approved.text, /stays active until you decide/);
  const won = renderEmail('payment_reversed', { ...FULL.payment_reversed, kind: 'dispute_won', outcome: 'restored' }, ctx);
  assert.match(won.text, /counts as paid again/);
});

Deno.test('lead_unreachable tells dispatch who could not reach the resident, how they tried, and where to act', () => {
  const mail = renderEmail('lead_unreachable', FULL.lead_unreachable, ctx);
  assert.equal(mail.subject, 'Resident unreachable: NYC-7K3P');
  assert.match(mail.text, /Critter Control Queens could not reach the resident \(called and left a voicemail\)\./);
  assert.match(mail.text, /Number out of service\./);
  assert.match(mail.html, /href="https:\/\/example\.org\/dispatch\/leads\/NYC-7K3P"/);
});

Deno.test('resident_unreachable gives the masked number that was tried and how, in the resident\'s language, with the status link and the dispatch line', () => {
  const en = renderEmail('resident_unreachable', FULL.resident_unreachable, ctx);
  assert.equal(en.subject, 'We could not reach you about request NYC-7K3P');
  assert.match(en.text, /tried to reach you at \(•••\) •••-0142 \(called and sent a text\)/);
  assert.match(en.text, /\(212\) 555-0100/);
  assert.match(en.html, /\/status\/abc123/);
  assert.doesNotMatch(en.text, /0199|555-0142/);
  const es = renderEmail('resident_unreachable', { ...FULL.resident_unreachable, language: 'es' }, ctx);
  assert.equal(es.subject, 'No pudimos comunicarnos con usted sobre la solicitud NYC-7K3P');
  assert.match(es.text, /al \(•••\) •••-0142 \(llamó y envió un mensaje de texto\)/);
  assert.match(es.html, /\/es\/status\/abc123/);
  const hant = renderEmail('resident_unreachable', { ...FULL.resident_unreachable, language: 'zh-Hant' }, ctx);
  assert.match(hant.text, /聯絡您（致電/);
  const unknown = renderEmail('resident_unreachable', { ...FULL.resident_unreachable, tried: ['shouted'] }, ctx);
  assert.match(unknown.text, /tried to reach you at \(•••\) •••-0142 and could not get through\./);
});

Deno.test('after the job: the resident is asked whether it was resolved, in their language, with their status page', () => {
  const en = renderEmail('lead_completed', FULL.lead_completed, ctx);
  assert.equal(en.subject, 'Was the problem resolved? (request NYC-7K3P)');
  assert.ok(en.text.includes('Critter Control Queens recorded the job on your request as done.'));
  assert.ok(en.html.includes('href="https://example.org/status/abc123"'));
  const es = renderEmail('lead_completed', { ...FULL.lead_completed, language: 'es' }, ctx);
  assert.ok(es.subject.startsWith('¿Se resolvió el problema?'));
  assert.ok(es.text.includes('Díganos si se resolvió'));
  assert.ok(es.html.includes('href="https://example.org/es/status/abc123"'));
  const anonymous = renderEmail('lead_completed', { ...FULL.lead_completed, business_name: null }, ctx);
  assert.ok(anonymous.text.includes('The professional recorded the job on your request as done.'));
});

Deno.test('the professional reads what the resident added; dispatch hears "not resolved" with a link to the request', () => {
  const details = renderEmail('lead_details_pro', FULL.lead_details_pro, ctx);
  assert.equal(details.subject, 'The resident added details: NYC-7K3P');
  assert.match(details.text, /^Added: Gate code 4412; the side door is open after 5 pm\.$/m);
  const notResolved = renderEmail('lead_not_resolved', FULL.lead_not_resolved, ctx);
  assert.equal(notResolved.subject, 'Not resolved: NYC-7K3P');
  assert.ok(notResolved.html.includes('href="https://example.org/dispatch/leads/NYC-7K3P"'));
});

Deno.test('automatic dispatch hands a lead to a person: the dispatch inbox hears why, with a link to the request', () => {
  const limit = renderEmail('lead_escalated', FULL.lead_escalated, ctx);
  assert.equal(limit.subject, 'Needs a person: NYC-7K3P');
  assert.match(limit.text, /^3 automatic offers went unaccepted\. Find a professional by phone or from the console; automatic dispatch leaves this request to you now\.$/m);
  assert.match(limit.text, /^ZIP: 11354$/m);
  assert.ok(limit.html.includes('href="https://example.org/dispatch/leads/NYC-7K3P"'));
  const nobody = renderEmail('lead_escalated', { ...FULL.lead_escalated, reason: 'nobody_qualifies' }, ctx);
  assert.match(nobody.text, /^No professional qualifies for an automatic offer right now/m);
});
