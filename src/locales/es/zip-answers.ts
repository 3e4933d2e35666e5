/**
 * The ZIP check's answers in Spanish, loaded on demand (ZIP_CHECK_COPY.loadAnswers of es.ts),
 * mirroring src/features/zip-check/locales/en-answers.ts: the texts shared with the report forms, from this folder.
 */
import { PHONE_ONLY_MESSAGE, UNCONFIRMED_MESSAGE } from './coverage-messages';
import { ZIP_MESSAGES, cityLineText } from './zip-messages';
import type { ZipAnswersCopy } from '@/features/zip-check/copy';

export const ZIP_ANSWERS: ZipAnswersCopy = {
  boroughs: {
    Manhattan: 'Manhattan',
    Brooklyn: 'Brooklyn',
    Queens: 'Queens',
    Bronx: 'el Bronx',
    'Staten Island': 'Staten Island',
  },
  invalid: ZIP_MESSAGES.invalid,
  comingSoon: ZIP_MESSAGES.unsupported,
  serviceAvailable: ZIP_MESSAGES.supported,
  phoneOnly: PHONE_ONLY_MESSAGE,
  unconfirmed: UNCONFIRMED_MESSAGE,
  cityLine: cityLineText('{zip}'),
};
