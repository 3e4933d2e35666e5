// deno test: the words of the text messages (texts.ts): every template in every language it is
// sent in fits one or two segments and carries the brand; the segment counter itself.
import assert from 'node:assert/strict';
import { BRAND, TEXT_TEMPLATES, renderText, replyText, smsSegments, type TextLocale } from './texts.ts';

// The hosted site's origin: the longest link the texts carry.
const ctx = { siteUrl: 'https://www.nycwildlifedispatch.com', dispatchPhone: '(212) 555-0142' };
const TOKEN = 'x'.repeat(43); // private.new_status_token(): 32 bytes, base64url
// The codes leads.language stores (and the outbox rows carry): 'zh-Hant', not 'zh-hant'.
const LOCALES: TextLocale[] = ['en', 'es', 'zh-Hant', 'zh-Hans'];
// Long values at their limits: a 40-character business name is shortened in texts.
const data = {
  reference: '3F2A-9C1B',
  status_token: TOKEN,
  business_name: 'Prospect Humane Wildlife Removal & Exclusion Services of Brooklyn',
  credential: 'pesticide_certification',
  borough: 'Staten Island',
  zip: '10301',
  species: ['Raccoons', 'Squirrels', 'Bats'],
  expires_at: '2026-11-27T07:20:00Z',
  code: '3F2A',
  outcome: 'withdrawn',
  first_name: 'Maria-Guadalupe',
  phone: '+17185550142', // as stored: E.164
  reason: 'offer_limit',
};
// Who gets which template in which languages: residents in theirs, professionals and dispatch in English.
const RESIDENT = new Set(['text_lead_received', 'text_lead_assigned']);

Deno.test('segments: GSM-7 at 160 / 153, UCS-2 at 70 / 67, the extension set counts two', () => {
  assert.deepEqual(smsSegments('Hello'), { encoding: 'GSM-7', segments: 1 });
  assert.equal(smsSegments('a'.repeat(160)).segments, 1);
  assert.equal(smsSegments('a'.repeat(161)).segments, 2);
  assert.equal(smsSegments('a'.repeat(306)).segments, 2);
  assert.equal(smsSegments('a'.repeat(307)).segments, 3);
  assert.deepEqual(smsSegments('€'), { encoding: 'GSM-7', segments: 1 });
  assert.equal(smsSegments('Se comunicará').encoding, 'UCS-2');
  assert.equal(smsSegments('señor é ñ ü').encoding, 'GSM-7');
  assert.equal(smsSegments('已'.repeat(70)).segments, 1);
  assert.equal(smsSegments('已'.repeat(71)).segments, 2);
  assert.equal(smsSegments('已'.repeat(135)).segments, 3);
});

for (const template of TEXT_TEMPLATES) {
  for (const language of RESIDENT.has(template) ? LOCALES : ['en' as const]) {
    Deno.test(`${template} (${language}) fits two segments and carries the brand`, () => {
      const body = renderText(template, { ...data, language }, ctx);
      assert.ok(body.startsWith(BRAND), body);
      const counted = smsSegments(body);
      assert.ok(counted.segments <= 2, `${counted.segments} ${counted.encoding} segments (${body.length} characters): ${body}`);
      // English and Spanish stay in GSM-7 (an accent outside it would halve the room).
      if (language === 'en' || language === 'es') assert.equal(counted.encoding, 'GSM-7', body);
      assert.doesNotMatch(body, /undefined|null|\{/);
    });
  }
}

Deno.test('an offer text names the animal, borough, ZIP, expiry and code, and no address or contact detail', () => {
  const body = renderText('text_offer_new', { ...data, address: '12 Bay St', name: 'Maria Lopez', email: 'm@example.com' }, ctx);
  assert.equal(
    body,
    'NYC Wildlife Dispatch: new job offer 3F2A-9C1B: Raccoons, Squirrels, Bats, Staten Island 10301. Expires 2:20 AM. Reply YES 3F2A to accept or NO 3F2A to decline. https://www.nycwildlifedispatch.com/pro',
  );
  assert.doesNotMatch(body, /Bay St|Lopez|example\.com|555-0142/);
});

Deno.test('after acceptance the professional gets the first name and phone to call', () => {
  assert.equal(
    renderText('text_offer_accepted', data, ctx),
    'NYC Wildlife Dispatch: job 3F2A-9C1B is yours. Call Maria-Guadalupe now at (718) 555-0142. Details: https://www.nycwildlifedispatch.com/pro',
  );
});

Deno.test("the resident's confirmation links their status page in their language", () => {
  assert.match(renderText('text_lead_received', { ...data, language: 'es' }, ctx), /\/es\/status\/x{43} /);
  // The language as leads.language stores it and private.text_* copies it into the row.
  assert.match(renderText('text_lead_received', { ...data, language: 'zh-Hans' }, ctx), /^NYC Wildlife Dispatch：已收到请求.*\/zh-hans\/status\/x{43}$/);
  assert.match(renderText('text_lead_assigned', { ...data, language: 'zh-Hant' }, ctx), /已接手您的請求/);
});

Deno.test('untrusted data cannot break a text into lines or lose the brand', () => {
  const body = renderText('text_lead_assigned', { ...data, business_name: 'Evil\nCo\r\u0007' }, ctx);
  // eslint-disable-next-line no-control-regex -- a control character is what must not pass
  assert.doesNotMatch(body, /[\r\n\u0007]/);
  assert.throws(() => renderText('text_unknown', data, ctx), /Unknown text template/);
});

Deno.test('every reply carries the brand and fits one segment; only "refused", which quotes the database, may take two', () => {
  const outcomes = [
    { kind: 'stopped' }, { kind: 'started' }, { kind: 'help' }, { kind: 'accepted', reference: '3F2A-9C1B' },
    { kind: 'declined', reference: '3F2A-9C1B' }, { kind: 'which', codes: ['3F2A', '9C1B'] },
    { kind: 'closed', reference: '3F2A-9C1B', status: 'expired' },
    { kind: 'refused', reference: '3F2A-9C1B', message: 'This offer has expired, so it cannot be accepted.' },
    { kind: 'no_offer' }, { kind: 'no_such_code', code: 'ZZZZ' }, { kind: 'no_account' }, { kind: 'unknown_number' }, { kind: 'unknown' },
  ];
  for (const outcome of outcomes) {
    const body = replyText(outcome, ctx);
    assert.ok(body.startsWith(BRAND), body);
    assert.ok(smsSegments(body).segments <= (outcome.kind === 'refused' ? 2 : 1), `${smsSegments(body).segments}: ${body}`);
  }
  assert.match(replyText({ kind: 'help' }, ctx), /call \(212\) 555-0142/);
  assert.match(replyText({ kind: 'stopped' }, ctx), /no more texts/);
  assert.equal(replyText({ kind: 'which', codes: ['3F2A', '9C1B'] }, ctx), 'NYC Wildlife Dispatch: you have 2 open offers. Reply YES or NO with the code: 3F2A, 9C1B.');
  assert.equal(replyText({ kind: 'closed', reference: '3F2A-9C1B', status: 'withdrawn' }, ctx), 'NYC Wildlife Dispatch: offer 3F2A-9C1B was withdrawn by dispatch, so it cannot be answered now.');
});
