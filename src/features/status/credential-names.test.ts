import { describe, expect, it } from 'vitest';
import { STATUS_COPY as EN } from './locales/en';
import { STATUS_COPY as ES } from '@/locales/es/status';
import { STATUS_COPY as HANS } from '@/locales/zh-hans/status';
import { STATUS_COPY as HANT } from '@/locales/zh-hant/status';
import { MESSAGES } from '../../../supabase/functions/_shared/locales/index.ts';

// The e-mails are rendered by the Edge Functions (Deno), from each language's
// supabase/functions/_shared/locales/<folder>/mail.ts.
describe('one name per credential and language', () => {
  it('"a professional has your request" names each credential exactly as the status page does', () => {
    const pages = { en: EN, es: ES, 'zh-Hant': HANT, 'zh-Hans': HANS } as const;
    for (const [language, copy] of Object.entries(pages)) {
      expect(MESSAGES[language as keyof typeof pages].MAIL.resident.credentials, language).toEqual(copy.professional.credentials);
    }
  });
});
