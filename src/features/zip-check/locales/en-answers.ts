/**
 * The ZIP check's answers in English, loaded on demand (ZIP_CHECK_COPY_EN.loadAnswers): the texts
 * shared with the report forms, from src/content (docs/product-rules.md#validation, #messages).
 */
import { PHONE_ONLY_MESSAGE, UNCONFIRMED_MESSAGE } from '@/content/coverage-messages';
import { ZIP_MESSAGES, cityLineText } from '@/content/zip-messages';
import { BOROUGHS, type Borough } from '@/domain/options';
import type { ZipAnswersCopy } from '../copy';

export const ZIP_ANSWERS_EN: ZipAnswersCopy = {
  boroughs: Object.fromEntries(BOROUGHS.map((b): [Borough, string] => [b, b])) as Record<Borough, string>,
  invalid: ZIP_MESSAGES.invalid,
  comingSoon: ZIP_MESSAGES.unsupported,
  serviceAvailable: ZIP_MESSAGES.supported,
  phoneOnly: PHONE_ONLY_MESSAGE,
  unconfirmed: UNCONFIRMED_MESSAGE,
  cityLine: cityLineText('{zip}'),
};
