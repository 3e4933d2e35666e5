// deno test: the delivery loop with in-memory stand-ins for the outbox and the SMTP transport.
import assert from 'node:assert/strict';
import { deliverDue, domainOf, messageIdFor, smtpSettings, type OutboxMessage, type OutboxStore, type OutgoingMail } from './delivery.ts';

function message(id: number): OutboxMessage {
  return { id, attempt: 1, channel: 'email', recipient: `r${id}@example.com`, template: 't', data: {}, dedup_key: `lead_received:${id}`, created_at: new Date().toISOString() };
}

function store(messages: OutboxMessage[]): OutboxStore & { sent: number[]; failed: Array<[number, string]> } {
  let queue = [...messages];
  const sent: number[] = [];
  const failed: Array<[number, string]> = [];
  return {
    sent,
    failed,
    claim(limit) {
      const batch = queue.slice(0, limit);
      queue = queue.slice(limit);
      return Promise.resolve(batch);
    },
    markSent(id) {
      sent.push(id);
      return Promise.resolve(true);
    },
    markFailed(id, _attempt, error) {
      failed.push([id, error]);
      return Promise.resolve('retry');
    },
  };
}

const render = () => ({ subject: 's', text: 't', html: '<p>h</p>' });

Deno.test('each message is sent, then marked sent, in batches until none are due', async () => {
  const s = store(Array.from({ length: 45 }, (_, i) => message(i + 1)));
  const mails: OutgoingMail[] = [];
  const report = await deliverDue({ store: s, transport: { send: (m) => Promise.resolve(void mails.push(m)) }, render, domain: 'example.org', batchSize: 20 });
  assert.equal(report.sent, 45);
  assert.equal(report.claimed, 45);
  assert.deepEqual(s.sent, Array.from({ length: 45 }, (_, i) => i + 1));
  assert.equal(mails[0]?.messageId, '<lead_received.1@example.org>');
  assert.equal(report.latenciesMs.length, 45);
});

Deno.test('a failed send is marked failed with its error and the others still go out', async () => {
  const s = store([message(1), message(2), message(3)]);
  const report = await deliverDue({
    store: s,
    transport: { send: (m) => (m.to === 'r2@example.com' ? Promise.reject(new Error('421 try later')) : Promise.resolve()) },
    render,
    domain: 'example.org',
  });
  assert.deepEqual(s.sent, [1, 3]);
  assert.deepEqual(s.failed, [[2, '421 try later']]);
  assert.equal(report.retrying, 1);
});

Deno.test('an unknown template fails that message only', async () => {
  const s = store([message(1), message(2)]);
  await deliverDue({
    store: s,
    transport: { send: () => Promise.resolve() },
    render: (template, data) => {
      if (data.bad) throw new Error(`Unknown template ${template}`);
      return render();
    },
    domain: 'example.org',
  });
  assert.deepEqual(s.sent, [1, 2]);
});

Deno.test('Message-IDs are valid dot-atoms; SMTP settings come from the secrets', () => {
  assert.equal(messageIdFor('offer_new:6f1c-22', 'x.org'), '<offer_new.6f1c-22@x.org>');
  assert.equal(domainOf('NYC Wildlife Dispatch <no-reply@mail.example.org>'), 'mail.example.org');
  const env: Record<string, string> = { SMTP_HOST: 'smtp.example.org', SMTP_FROM: 'a@example.org', SMTP_PORT: '2465', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASSWORD: 'p' };
  assert.deepEqual(smtpSettings((k) => env[k]), { host: 'smtp.example.org', port: 2465, secure: true, user: 'u', password: 'p', from: 'a@example.org' });
  assert.throws(() => smtpSettings(() => undefined), /SMTP_HOST and SMTP_FROM/);
});
