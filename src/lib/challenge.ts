/**
 * Past a per-client limit (a busy carrier-grade NAT, or one client sending too much) the
 * database asks for a proof-of-work challenge instead of refusing: it answers 429 with the hint
 * `challenge_required` (docs/dispatch-api.md "Limits"). This asks the database for a challenge
 * (rpc issue_challenge, ALTCHA's protocol v1), solves it in the browser with altcha-lib (on
 * average half of `maxnumber`, 10,000 by default, SHA-256 hashes: a quarter of a second on a
 * 2-core server, a few times that on a slow phone) and sends the request once more with the
 * solution in the X-Challenge header. altcha-lib is loaded only then, so no page
 * carries it before a limit is reached. Nothing goes to a third party.
 */
import { callRpc } from './rpc';
import { fail, type Result } from './result';

/** The request header the database reads the solution from (private.take_challenge_solution). */
export const CHALLENGE_HEADER = 'X-Challenge';

/** The hint of a 429 that a solved challenge would let through. */
export const CHALLENGE_REQUIRED = 'challenge_required';

type IssuedChallenge = { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };

function isIssuedChallenge(value: unknown): value is IssuedChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.algorithm === 'SHA-256' &&
    typeof v.challenge === 'string' &&
    typeof v.salt === 'string' &&
    typeof v.signature === 'string' &&
    typeof v.maxnumber === 'number' &&
    Number.isInteger(v.maxnumber) &&
    v.maxnumber > 0
  );
}

/** A solved challenge as the X-Challenge header value (base64 JSON), or null when none could be had. */
export async function solvedChallenge(): Promise<string | null> {
  const issued = await callRpc<unknown>('issue_challenge', {});
  if (!issued.ok || !isIssuedChallenge(issued.data)) return null;
  const { algorithm, challenge, maxnumber, salt, signature } = issued.data;
  try {
    const { solveChallenge } = await import('altcha-lib/v1');
    const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
    if (solution === null) return null;
    return btoa(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature }));
  } catch (error) {
    console.error('[challenge] could not solve', error);
    return null;
  }
}

/**
 * Sends once; when the database asks for a challenge, solves one and sends once more with it.
 * `send` gets the headers to add (none the first time).
 */
export async function withChallenge<T>(send: (headers: Record<string, string>) => Promise<Result<T>>): Promise<Result<T>> {
  const first = await send({});
  if (first.ok || first.error.kind !== 'limited' || first.error.limit !== CHALLENGE_REQUIRED) return first;
  const solution = await solvedChallenge();
  if (solution === null) return fail(first.error);
  return send({ [CHALLENGE_HEADER]: solution });
}
