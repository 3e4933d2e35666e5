import { z } from 'zod/mini';

// No generated code: the Content Security Policy forbids `new Function`. Every schema imports
// zod from here, so this runs before any of them parses.
z.config({ jitless: true });

export { z };

/**
 * A schema built the first time it is used, not while its module loads. Building one is a few
 * dozen objects per field; on a page whose code starts at once (the status page) the schemas of
 * its first answer were half of that code's first task at 4x CPU. Built once, then kept.
 */
export function builtOnUse<Schema>(build: () => Schema): () => Schema {
  let schema: Schema | undefined;
  return () => (schema ??= build());
}
