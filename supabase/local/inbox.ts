/**
 * The local inbox: maildev, where every e-mail the local stack sends lands (the Edge Function
 * deliver-notifications, and the auth e-mails of the local Supabase). Web inbox and JSON API
 * (maildev's `GET /api/email`) on 127.0.0.1:54324, SMTP on 127.0.0.1:54325 — the
 * ports of the Supabase CLI's local mail server (supabase/config.toml [local_smtp]).
 *
 * Port 0 asks the system for a free port (tests): the inbox reports the port it was given, so no
 * test picks a port, lets it go and races another process to bind it.
 *
 * Each inbox keeps its mail files in its own new temporary directory (removed when it stops):
 * maildev's default is one shared directory under the system's temp folder, which clearing any
 * inbox empties for every stack on the machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailDev, type Servers } from 'maildev';

export const INBOX_WEB_PORT = 54324;
export const INBOX_SMTP_PORT = 54325;

export interface LocalInbox {
  /** Web inbox and JSON API, e.g. http://127.0.0.1:54324 */
  url: string;
  smtpPort: number;
  webPort: number;
  /** This inbox's own directory of mail files. */
  mailDirectory: string;
  stop(): Promise<void>;
}

export async function startInbox(options: { smtpPort?: number; webPort?: number } = {}): Promise<LocalInbox> {
  const smtpPort = options.smtpPort ?? INBOX_SMTP_PORT;
  const webPort = options.webPort ?? INBOX_WEB_PORT;
  const mailDirectory = await mkdtemp(join(tmpdir(), 'nyc-dispatch-inbox-'));
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true, mcp: false, mailDirectory });
  let servers: Servers;
  try {
    servers = await maildev.start();
  } catch (error) {
    await rm(mailDirectory, { recursive: true, force: true });
    throw error;
  }
  const smtpBound = servers.smtp.getAddress()?.port ?? smtpPort;
  const webBound = servers.api?.getAddress()?.port ?? webPort;
  return {
    url: `http://127.0.0.1:${webBound}`,
    smtpPort: smtpBound,
    webPort: webBound,
    mailDirectory,
    async stop() {
      await maildev.stop();
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}
