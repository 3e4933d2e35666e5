import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSupabase } from './target.ts';
import { anonymousUser, startServer } from './helpers';

let sb: TestSupabase;
beforeAll(async () => {
  sb = await startServer();
});
afterAll(async () => {
  await sb?.stop();
});

describe('applications.website', () => {
  it.each(['https://critters.example', 'http://critters.example/about', 'critters.example', 'www.critters.example:8080/x'])(
    'accepts a web address as people type it: %s',
    async (website) => {
      const { db } = await anonymousUser(sb);
      const { error, status } = await db.from('applications').insert({ business_name: 'Critter Co', website });
      expect(error).toBeNull();
      expect(status).toBe(201);
    },
  );

  it.each(['javascript:alert(1)', 'JavaScript:void(0)', 'data:text/html,<script>1</script>', 'file:///etc/passwd', 'vbscript:x'])(
    'refuses another scheme: %s',
    async (website) => {
      const { db } = await anonymousUser(sb);
      const { error, status } = await db.from('applications').insert({ business_name: 'Critter Co', website });
      expect(status).toBe(400);
      expect(error?.code).toBe('23514');
    },
  );
});
