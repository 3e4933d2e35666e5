import { describe, expect, it } from 'vitest';
import { builtOnUse, z } from './zod';

describe('builtOnUse', () => {
  it('builds the schema at its first use, not before, and only once', () => {
    let built = 0;
    const schema = builtOnUse(() => {
      built += 1;
      return z.object({ note: z.string() });
    });
    expect(built).toBe(0);
    expect(schema().safeParse({ note: 'a raccoon' }).success).toBe(true);
    expect(schema().safeParse({ note: 3 }).success).toBe(false);
    expect(schema()).toBe(schema());
    expect(built).toBe(1);
  });
});
