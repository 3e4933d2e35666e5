// deno test: sms-inbound case by case, wired as its index.ts wires it: handleInbound (twilio.ts)
// with the real `twilio` signature check and replyText (texts.ts) for the answer. The database's
// part (rpc/text_reply: which offer, accept_offer / decline_offer, the STOP list) is injected here
// as the outcome text_reply returns for each case (its shapes: supabase/schema.sql,
// private.text_reply); tests/integration/texts.test.ts runs the same cases against the
// database through the local SMS inbox and the function served by Deno.
import assert from 'node:assert/strict';
import twilio from 'npm:twilio@6.2.0';
import { handleInbound } from './twilio.ts';
import { replyText } from './texts.ts';

const TOKEN = 'test_auth_token';
const URL_ = 'https://project.supabase.co/functions/v1/sms-inbound';
const CONTEXT = { siteUrl: 'https://nycwildlifedispatch.example', dispatchPhone: '(212) 555-0100' };
const PRO = '+17185550102';

interface Case {
  from?: string;
  body: string;
  /** What text_reply answers for this case. */
  outcome: Record<string, unknown>;
}

/** Posts one signed reply and returns the words texted back and what reached the database. */
async function reply({ from = PRO, body, outcome }: Case): Promise<{ status: number; message: string | null; handled: { from: string; body: string }[] }> {
  const params = { MessageSid: 'SM1', AccountSid: 'AC1', From: from, To: '+17185550100', Body: body, NumMedia: '0' };
  const request = new Request(URL_, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': twilio.getExpectedTwilioSignature(TOKEN, URL_, params) },
    body: new URLSearchParams(params).toString(),
  });
  const handled: { from: string; body: string }[] = [];
  const res = await handleInbound(request, {
    url: URL_,
    validate: (signature, url, p) => twilio.validateRequest(TOKEN, signature, url, p),
    handle: (f, b) => {
      handled.push({ from: f, body: b });
      return Promise.resolve(outcome);
    },
    reply: (o) => replyText(o, CONTEXT),
  });
  const xml = await res.text();
  const message = /<Message>([\s\S]*)<\/Message>/.exec(xml)?.[1] ?? null;
  return { status: res.status, message, handled };
}

Deno.test('YES with one open offer accepts it and says which request is theirs', async () => {
  const r = await reply({ body: 'YES', outcome: { kind: 'accepted', reference: '3F2A-9C1B', code: 'K7Q2', lead_id: 'x' } });
  assert.equal(r.status, 200);
  assert.deepEqual(r.handled, [{ from: PRO, body: 'YES' }]);
  assert.equal(r.message, "NYC Wildlife Dispatch: you accepted 3F2A-9C1B. The resident&apos;s name and phone follow in the next text.");
});

Deno.test('YES with two open offers asks for the code, listing both; YES with the code accepts that one', async () => {
  const which = await reply({ body: 'yes', outcome: { kind: 'which', codes: ['K7Q2', 'M3X9'] } });
  assert.equal(which.message, 'NYC Wildlife Dispatch: you have 2 open offers. Reply YES or NO with the code: K7Q2, M3X9.');
  const coded = await reply({ body: 'YES M3X9', outcome: { kind: 'accepted', reference: '7B1C-2D3E', code: 'M3X9' } });
  assert.deepEqual(coded.handled, [{ from: PRO, body: 'YES M3X9' }]);
  assert.match(coded.message ?? '', /you accepted 7B1C-2D3E\./);
  const wrong = await reply({ body: 'YES ZZZZ', outcome: { kind: 'no_such_code', code: 'ZZZZ' } });
  assert.equal(wrong.message, 'NYC Wildlife Dispatch: no offer of yours has the code ZZZZ. Check the code in the offer text.');
});

Deno.test('NO declines; an offer already expired, withdrawn or answered gets a text that says so', async () => {
  assert.equal((await reply({ body: 'NO', outcome: { kind: 'declined', reference: '3F2A-9C1B' } })).message, 'NYC Wildlife Dispatch: you declined 3F2A-9C1B. Thank you for answering.');
  for (const [status, words] of [['expired', 'expired'], ['withdrawn', 'withdrawn by dispatch'], ['accepted', 'already accepted by you (the details are in the portal)']]) {
    const r = await reply({ body: 'YES', outcome: { kind: 'closed', reference: '3F2A-9C1B', code: 'K7Q2', status } });
    assert.equal(r.message, `NYC Wildlife Dispatch: offer 3F2A-9C1B was ${words}, so it cannot be answered now.`);
  }
  const refused = await reply({ body: 'YES', outcome: { kind: 'refused', reference: '3F2A-9C1B', message: 'You hold 3 open jobs, your limit.' } });
  assert.match(refused.message ?? '', /did not go through for 3F2A-9C1B: You hold 3 open jobs, your limit\. Open https:\/\/nycwildlifedispatch\.example\/pro or call \(212\) 555-0100\./);
});

Deno.test('STOP ends texts (the one answer carriers allow), START brings them back, HELP says who texts and how to reach dispatch', async () => {
  for (const word of ['STOP', 'stop', 'Unsubscribe']) {
    const r = await reply({ body: word, outcome: { kind: 'stopped' } });
    assert.deepEqual(r.handled, [{ from: PRO, body: word }]);
    assert.equal(r.message, 'NYC Wildlife Dispatch: you will get no more texts from us. Reply START to get them again.');
  }
  assert.equal((await reply({ body: 'START', outcome: { kind: 'started' } })).message, 'NYC Wildlife Dispatch: texts are on again. Reply HELP for help, STOP to stop.');
  const help = await reply({ body: 'HELP', outcome: { kind: 'help' } });
  assert.equal(help.message, 'NYC Wildlife Dispatch: texts about wildlife requests and job offers. For help call (212) 555-0100, any time. Msg&amp;data rates may apply. Reply STOP to stop.');
});

Deno.test('a YES from a number no professional has, or from one without an account, is told so; other words get the menu', async () => {
  const unknown = await reply({ from: '+12125550199', body: 'YES', outcome: { kind: 'unknown_number' } });
  assert.deepEqual(unknown.handled, [{ from: '+12125550199', body: 'YES' }]);
  assert.equal(unknown.message, 'NYC Wildlife Dispatch: this number is not set up to answer offers. For help call (212) 555-0100.');
  assert.equal((await reply({ body: 'Y', outcome: { kind: 'no_account' } })).message, 'NYC Wildlife Dispatch: answer offers in the portal once your account is set up, or call (212) 555-0100.');
  assert.equal((await reply({ body: 'YES', outcome: { kind: 'no_offer' } })).message, 'NYC Wildlife Dispatch: you have no open offer right now.');
  assert.equal((await reply({ body: 'where is the raccoon', outcome: { kind: 'unknown' } })).message, 'NYC Wildlife Dispatch: reply YES or NO to an offer, HELP for help, STOP to stop texts.');
});
