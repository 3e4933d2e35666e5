import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATUS_COPY as EN } from './locales/en';
import { STATUS_COPY as ES } from '@/locales/es/status';
import { STATUS_COPY as HANS } from '@/locales/zh-hans/status';
import { STATUS_COPY as HANT } from '@/locales/zh-hant/status';

// The e-mails are rendered by the Edge Functions (Deno), which cannot import this module; their
// words live in mail/locale.ts beside templates.ts.
const TEMPLATES = readFileSync(join(__dirname, '..', '..', '..', 'supabase', 'functions', '_shared', 'mail', 'locale.ts'), 'utf8');

describe('one name per credential and language', () => {
  it('"a professional has your request" names each credential exactly as the status page does', () => {
    for (const copy of [EN, ES, HANT, HANS]) {
      for (const name of Object.values(copy.professional.credentials)) {
        expect(TEMPLATES, name).toContain(`'${name}'`);
      }
    }
  });
});
