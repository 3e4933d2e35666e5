import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@/domain/locales';
import { TEXT_CONSENT as ES_CONSENT } from '@/locales/es/consent';
import { TEXT_CONSENT as HANT_CONSENT } from '@/locales/zh-hant/consent';
import { TEXT_CONSENT as HANS_CONSENT } from '@/locales/zh-hans/consent';
import { compare } from '@/testing/locale-parity';
import { CONTACT_COPY_EN } from './en-contact';
import { LEAD_FORM_COPY_EN } from './en-lead-form';
import { CONTACT_COPY as ES_CONTACT } from '@/locales/es/report/contact';
import { LEAD_FORM_COPY as ES_LEAD_FORM } from '@/locales/es/report/lead-form';
import { CONTACT_COPY as HANT_CONTACT } from '@/locales/zh-hant/report/contact';
import { LEAD_FORM_COPY as HANT_LEAD_FORM } from '@/locales/zh-hant/report/lead-form';
import { CONTACT_COPY as HANS_CONTACT } from '@/locales/zh-hans/report/contact';
import { LEAD_FORM_COPY as HANS_LEAD_FORM } from '@/locales/zh-hans/report/lead-form';

/** The report forms' words in each language against the English ones. */
const COPIES = {
  es: { contact: ES_CONTACT, leadForm: ES_LEAD_FORM, consent: ES_CONSENT },
  'zh-Hant': { contact: HANT_CONTACT, leadForm: HANT_LEAD_FORM, consent: HANT_CONSENT },
  'zh-Hans': { contact: HANS_CONTACT, leadForm: HANS_LEAD_FORM, consent: HANS_CONSENT },
} as const satisfies Record<TranslatedLocale, unknown>;

describe.each(TRANSLATED_LOCALES)('the %s report copy', (locale) => {
  const copy = COPIES[locale];

  it('has every English key and token, with every string translated', async () => {
    const problems: string[] = [];
    compare(CONTACT_COPY_EN, copy.contact, 'contact', locale, problems);
    compare(LEAD_FORM_COPY_EN, copy.leadForm, 'leadForm', locale, problems);
    // The words fetched later.
    compare(await CONTACT_COPY_EN.loadLater(), await copy.contact.loadLater(), 'later', locale, problems);
    expect(problems).toEqual([]);
  });

  it('records the consent wording the resident read, under its own stored version', async () => {
    const later = await copy.contact.loadLater();
    expect(later.textConsent).toEqual(copy.consent);
    expect(later.textConsent.version).not.toBe((await CONTACT_COPY_EN.loadLater()).textConsent.version);
    expect(await copy.leadForm.loadLater()).toEqual(later);
  });

  it('marks the English-only Terms and Privacy links', () => {
    expect(copy.contact.englishMarker.trim()).not.toBe('');
    expect(copy.leadForm.englishMarker).toBe(copy.contact.englishMarker);
  });
});
