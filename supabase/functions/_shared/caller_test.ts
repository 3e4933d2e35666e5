// deno test: the callers the functions accept (deliver-notifications, document-link,
// pro-account). An unsigned `alg: none` token, a token signed with another key and an expired
// one are nobody, whatever role they claim; a verified one is its role; the scheduler's secret
// and the project's secret keys are the service role.
import assert from 'node:assert/strict';
import { SignJWT, exportJWK, generateKeyPair } from 'npm:jose@6.2.17';
import { authenticateCaller, callerKeysFromEnv, sameSecret, type CallerKeys } from './caller.ts';

const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const keys: CallerKeys = { jwtSecret: SECRET, secretKeys: ['sb_secret_test_only'], schedulerSecret: 'scheduler-test-secret' };

function req(headers: Record<string, string>): Request {
  return new Request('http://localhost/fn', { method: 'POST', headers });
}
const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const unsigned = (claims: Record<string, unknown>) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
const signed = (claims: Record<string, unknown>, secret = SECRET, expires = '1h') =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setExpirationTime(expires).sign(new TextEncoder().encode(secret));

Deno.test('an unsigned alg:none token claiming the service role is nobody', async () => {
  const caller = await authenticateCaller(req({ authorization: `Bearer ${unsigned({ role: 'service_role', exp: 4102444800 })}` }), keys);
  assert.equal(caller.kind, 'none');
  // Nor with a signature part that is not one.
  const forged = `${unsigned({ role: 'service_role' })}c2lnbmF0dXJl`;
  assert.equal((await authenticateCaller(req({ authorization: `Bearer ${forged}` }), keys)).kind, 'none');
});

Deno.test('a token signed with another secret, or expired, is nobody', async () => {
  const foreign = await signed({ role: 'service_role' }, 'another-secret-of-at-least-32-characters!!');
  assert.equal((await authenticateCaller(req({ authorization: `Bearer ${foreign}` }), keys)).kind, 'none');
  const expired = await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(new TextEncoder().encode(SECRET));
  assert.equal((await authenticateCaller(req({ authorization: `Bearer ${expired}` }), keys)).kind, 'none');
  // Without a secret to check an HS256 token against, it is nobody either.
  const good = await signed({ role: 'service_role' });
  assert.equal((await authenticateCaller(req({ authorization: `Bearer ${good}` }), { secretKeys: [] })).kind, 'none');
});

Deno.test('a good token is its role: the service role, or a signed-in user with the token', async () => {
  const service = await signed({ role: 'service_role' });
  assert.deepEqual(await authenticateCaller(req({ authorization: `Bearer ${service}` }), keys), { kind: 'service', via: 'jwt' });
  const user = await signed({ role: 'authenticated', sub: '11111111-1111-4111-8111-111111111111' });
  const caller = await authenticateCaller(req({ authorization: `Bearer ${user}` }), keys);
  assert.equal(caller.kind, 'user');
  assert.equal(caller.kind === 'user' ? caller.token : '', user);
  const anon = await signed({ role: 'anon' });
  assert.equal((await authenticateCaller(req({ authorization: `Bearer ${anon}` }), keys)).kind, 'none');
});

Deno.test('asymmetric signing keys verify through the JWKS; a token of another key pair does not', async () => {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const other = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
  const withJwks: CallerKeys = { secretKeys: [], jwks: { keys: [jwk] } };
  const good = await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setExpirationTime('1h').sign(privateKey);
  assert.equal((await authenticateCaller(req({ authorization: `Bearer ${good}` }), withJwks)).kind, 'service');
  const bad = await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setExpirationTime('1h').sign(other.privateKey);
  assert.equal((await authenticateCaller(req({ authorization: `Bearer ${bad}` }), withJwks)).kind, 'none');
});

Deno.test('the scheduler secret and the secret keys are the service role; near misses are not', async () => {
  assert.deepEqual(await authenticateCaller(req({ 'x-scheduler-secret': 'scheduler-test-secret' }), keys), { kind: 'service', via: 'scheduler_secret' });
  assert.equal((await authenticateCaller(req({ 'x-scheduler-secret': 'scheduler-test-secreT' }), keys)).kind, 'none');
  assert.equal((await authenticateCaller(req({ 'x-scheduler-secret': '' }), { secretKeys: [] })).kind, 'none');
  assert.deepEqual(await authenticateCaller(req({ authorization: 'Bearer sb_secret_test_only' }), keys), { kind: 'service', via: 'secret_key' });
  assert.equal((await authenticateCaller(req({ authorization: 'Bearer sb_secret_test_onl' }), keys)).kind, 'none');
  assert.equal((await authenticateCaller(req({}), keys)).kind, 'none');
  assert.equal(sameSecret('abc', 'abc'), true);
  assert.equal(sameSecret('abc', 'abd'), false);
});

Deno.test('keys from the environment: the legacy secret, the secret keys, the inline JWKS or the Auth URL', () => {
  const env: Record<string, string> = {
    SUPABASE_URL: 'https://ref.supabase.co/',
    SUPABASE_SERVICE_ROLE_KEY: 'legacy-service-key',
    SUPABASE_SECRET_KEYS: '{"default":"sb_secret_a"}',
    JWT_SECRET: SECRET,
    SCHEDULER_SECRET: 'sched',
  };
  const fromEnv = callerKeysFromEnv((name) => env[name]);
  assert.deepEqual(fromEnv.secretKeys, ['legacy-service-key', 'sb_secret_a']);
  assert.equal(fromEnv.jwtSecret, SECRET);
  assert.equal(fromEnv.schedulerSecret, 'sched');
  assert.equal(String(fromEnv.jwks), 'https://ref.supabase.co/auth/v1/.well-known/jwks.json');
  const inline = callerKeysFromEnv((name) => ({ SUPABASE_JWKS: '{"keys":[]}' } as Record<string, string>)[name]);
  assert.deepEqual(inline.jwks, { keys: [] });
});
