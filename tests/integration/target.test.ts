/** How `npm run test:remote` reads its target from the environment (tests/integration/target.ts). */
import { describe, expect, it } from 'vitest';
import { remoteTargetFromEnv } from './target.ts';

describe('the test target', () => {
  it('is the in-process local Supabase unless SUPABASE_TEST_URL is set', () => {
    expect(remoteTargetFromEnv({})).toBeUndefined();
    expect(remoteTargetFromEnv({ SUPABASE_TEST_URL: '  ' })).toBeUndefined();
  });

  it('needs both keys with the URL, and says which are missing', () => {
    expect(() => remoteTargetFromEnv({ SUPABASE_TEST_URL: 'https://abc.supabase.co' })).toThrow(/SUPABASE_TEST_ANON_KEY and SUPABASE_TEST_SERVICE_ROLE_KEY/);
    expect(() => remoteTargetFromEnv({ SUPABASE_TEST_URL: 'abc.supabase.co', SUPABASE_TEST_ANON_KEY: 'a', SUPABASE_TEST_SERVICE_ROLE_KEY: 's' })).toThrow(/not an http/);
  });

  it('takes the URL without its trailing slash, and the database URL only when it is a connection string', () => {
    const env = { SUPABASE_TEST_URL: 'https://abc.supabase.co/', SUPABASE_TEST_ANON_KEY: 'sb_publishable_x', SUPABASE_TEST_SERVICE_ROLE_KEY: 'sb_secret_y' };
    expect(remoteTargetFromEnv(env)).toEqual({ url: 'https://abc.supabase.co', anonKey: 'sb_publishable_x', serviceRoleKey: 'sb_secret_y', dbUrl: undefined });
    expect(remoteTargetFromEnv({ ...env, SUPABASE_TEST_DB_URL: 'postgresql://postgres:pw@db.abc.supabase.co:5432/postgres' })?.dbUrl).toBe('postgresql://postgres:pw@db.abc.supabase.co:5432/postgres');
    expect(() => remoteTargetFromEnv({ ...env, SUPABASE_TEST_DB_URL: 'db.abc.supabase.co' })).toThrow(/postgresql:\/\//);
  });
});
