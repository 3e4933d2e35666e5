/**
 * No placeholder contact value in a build for a real site (README "Configuration").
 *
 * The defaults of src/config/site.ts keep local and test builds working: the dispatch phone
 * (212) 555-0142 is a 555-01xx number, reserved for fiction, that rings nowhere. A build whose
 * VITE_SITE_URL is set explicitly to an origin that is not local (not localhost, 127.0.0.1,
 * [::1] or a *.localhost / *.test name) is a build for a real site: there every contact value
 * must be real, and vite.config.ts refuses the build with the message of
 * `placeholderBuildError`.
 *
 * Plain functions of an env record (no import.meta), so vite.config.ts and the tests share them.
 */
export const DEFAULT_DISPATCH_PHONE = '(212) 555-0142';

type Env = Readonly<Record<string, string | undefined>>;

const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|[^.]+(?:\.[^.]+)*\.(?:localhost|test))$/i;

/** Domains that can never receive mail (RFC 2606 / RFC 6761 reserved names). */
const RESERVED_MAIL_DOMAIN = /(^|\.)(example\.(com|org|net)|example|invalid|test|localhost)$/i;

/** True when VITE_SITE_URL is set (not blank) to an origin that is not a local one. */
export function isRealOriginBuild(env: Env): boolean {
  const raw = env.VITE_SITE_URL?.trim();
  if (!raw) return false;
  let host: string;
  try {
    host = new URL(raw).hostname;
  } catch {
    return false; // site.ts refuses a malformed URL with its own message
  }
  return !LOCAL_HOST.test(host);
}

/** 555-0100 to 555-0199 of any area code: reserved for fictional use. */
export function isFictionalPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^\d{3}5550(1\d\d)$/.test(digits);
}

export function isPlaceholderEmail(email: string): boolean {
  const domain = email.trim().split('@').pop() ?? '';
  return RESERVED_MAIL_DOMAIN.test(domain);
}

/** One line per placeholder contact value the build would ship (the defaults count). */
export function placeholderProblems(env: Env): string[] {
  const value = (name: string) => env[name]?.trim() || undefined;
  const problems: string[] = [];
  const phone = value('VITE_DISPATCH_PHONE') ?? DEFAULT_DISPATCH_PHONE;
  if (isFictionalPhone(phone)) {
    const how = value('VITE_DISPATCH_PHONE') ? 'is' : 'is unset, so the default';
    problems.push(`VITE_DISPATCH_PHONE ${how} ${phone}, a 555-01xx number reserved for fiction`);
  }
  for (const name of ['VITE_DISPATCH_EMAIL', 'VITE_PARTNERS_EMAIL']) {
    const email = value(name);
    if (email && isPlaceholderEmail(email)) problems.push(`${name} is ${email}, an address at a reserved domain that receives no mail`);
  }
  return problems;
}

/** The build's refusal, or null when the build may go on. */
export function placeholderBuildError(env: Env): string | null {
  if (!isRealOriginBuild(env)) return null;
  const problems = placeholderProblems(env);
  if (problems.length === 0) return null;
  return [
    `Refusing to build for ${env.VITE_SITE_URL?.trim() ?? ''} with placeholder contact values:`,
    ...problems.map((p) => `  - ${p}`),
    'Set the real values in .env (see .env.example), or leave VITE_SITE_URL unset for a local or test build.',
  ].join('\n');
}
