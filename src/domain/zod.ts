import { z } from 'zod/mini';

// No generated code: the Content Security Policy forbids `new Function`. Every schema imports
// zod from here, so this runs before any of them parses.
z.config({ jitless: true });

export { z };
