import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@/domain/locales';
import { compare } from '@/testing/locale-parity';
import type { ZipCheckCopy } from '../copy';
import { ZIP_CHECK_COPY_EN } from './en';
import { ZIP_CHECK_COPY as ES } from '@/locales/es/zip-check';
import { ZIP_CHECK_COPY as HANT } from '@/locales/zh-hant/zip-check';
import { ZIP_CHECK_COPY as HANS } from '@/locales/zh-hans/zip-check';

/** The home ZIP check's words (and its answers, fetched on first focus) in each language against English. */
const COPIES: Record<TranslatedLocale, ZipCheckCopy> = { es: ES, 'zh-Hant': HANT, 'zh-Hans': HANS };

describe.each(TRANSLATED_LOCALES)('the %s ZIP check copy', (locale) => {
  it('has every English key and token, with every string translated', async () => {
    const problems: string[] = [];
    compare(ZIP_CHECK_COPY_EN, COPIES[locale], 'zip', locale, problems);
    compare(await ZIP_CHECK_COPY_EN.loadAnswers(), await COPIES[locale].loadAnswers(), 'answers', locale, problems);
    expect(problems).toEqual([]);
  });
});
