/**
 * The terms state the review time as plain text (importing REVIEW_DAYS would cost the legal
 * pages bytes they do not have: /zh-hans/privacy-policy sits at its 100 KB budget). This holds
 * them to the one source the rest of the copy, the e-mails and the console use.
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_DAYS } from '@/domain/review';
import { TERMS_OF_USE } from './terms';
import { TERMS_SUMMARY as ES } from '@/locales/es/legal/terms';
import { TERMS_SUMMARY as ZH_HANT } from '@/locales/zh-hant/legal/terms';
import { TERMS_SUMMARY as ZH_HANS } from '@/locales/zh-hans/legal/terms';

const { from, to } = REVIEW_DAYS;

describe('the terms promise the review time REVIEW_DAYS says', () => {
  it.each([
    ['English', TERMS_OF_USE, `${from}-${to} business days`],
    ['Spanish', ES, `${from} a ${to} días hábiles`],
    ['Traditional Chinese', ZH_HANT, `${from} 至 ${to} 個工作天`],
    ['Simplified Chinese', ZH_HANS, `${from}至${to}个工作日`],
  ])('%s', (_language, terms, phrase) => {
    expect(JSON.stringify(terms)).toContain(phrase);
  });
});
