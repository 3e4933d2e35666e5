/**
 * Each local stack's inbox keeps its own mail files (issue 25, finding 10): clearing one inbox
 * deletes no other inbox's mail.
 */
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.ts';
import { inboxMessages, waitFor } from './helpers.ts';

let a: LocalInbox;
let b: LocalInbox;

beforeAll(async () => {
  a = await startInbox({ smtpPort: 0, webPort: 0 });
  b = await startInbox({ smtpPort: 0, webPort: 0 });
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
});

async function send(inbox: LocalInbox, subject: string): Promise<string> {
  await nodemailer.createTransport({ host: '127.0.0.1', port: inbox.smtpPort, secure: false }).sendMail({
    from: 'no-reply@localhost.test',
    to: 'someone@example.com',
    subject,
    text: `${subject} body`,
  });
  const message = await waitFor(async () => (await inboxMessages(inbox.url)).find((m) => m.subject === subject));
  return message.id;
}

describe('two local inboxes', () => {
  it('clearing one inbox leaves the other inbox’s mail whole', async () => {
    await send(a, 'to stack A');
    const idB = await send(b, 'to stack B');
    const cleared = await fetch(`${a.url}/api/email/all`, { method: 'DELETE' });
    expect(cleared.ok).toBe(true);
    expect(await inboxMessages(a.url)).toEqual([]);
    const source = await fetch(`${b.url}/api/email/${idB}/source`);
    expect(source.status).toBe(200);
    expect(await source.text()).toContain('to stack B body');
  });

  it('each inbox has its own directory, removed when it stops', async () => {
    const c = await startInbox({ smtpPort: 0, webPort: 0 });
    const { existsSync } = await import('node:fs');
    expect(c.mailDirectory).not.toBe(a.mailDirectory);
    expect(existsSync(c.mailDirectory)).toBe(true);
    await c.stop();
    expect(existsSync(c.mailDirectory)).toBe(false);
  });
});
