/**
 * The ZIP check's answers in Traditional Chinese, loaded on demand (ZIP_CHECK_COPY.loadAnswers):
 * the texts shared with the report forms, from this folder.
 */
import { PHONE_ONLY_MESSAGE, UNCONFIRMED_MESSAGE } from './coverage-messages';
import { ZIP_MESSAGES, cityLineText } from './zip-messages';
import type { ZipAnswersCopy } from '@/features/zip-check/copy';

export const ZIP_ANSWERS: ZipAnswersCopy = {
  boroughs: {
    Manhattan: '曼哈頓',
    Brooklyn: '布魯克林',
    Queens: '皇后區',
    Bronx: '布朗士',
    'Staten Island': '史泰登島',
  },
  invalid: ZIP_MESSAGES.invalid,
  comingSoon: ZIP_MESSAGES.unsupported,
  serviceAvailable: ZIP_MESSAGES.supported,
  phoneOnly: PHONE_ONLY_MESSAGE,
  unconfirmed: UNCONFIRMED_MESSAGE,
  cityLine: cityLineText('{zip}'),
};
