/**
 * The ZIP check's answers in Simplified Chinese, loaded on demand (ZIP_CHECK_COPY.loadAnswers;
 * mirror of src/features/zip-check/locales/en-answers.ts): the texts shared with the report forms, from this folder.
 */
import { PHONE_ONLY_MESSAGE, UNCONFIRMED_MESSAGE } from './coverage-messages';
import { ZIP_MESSAGES, cityLineText } from './zip-messages';
import type { ZipAnswersCopy } from '@/features/zip-check/copy';

export const ZIP_ANSWERS: ZipAnswersCopy = {
  boroughs: {
    Manhattan: '曼哈顿',
    Brooklyn: '布鲁克林',
    Queens: '皇后区',
    Bronx: '布朗克斯',
    'Staten Island': '史泰登岛',
  },
  invalid: ZIP_MESSAGES.invalid,
  comingSoon: ZIP_MESSAGES.unsupported,
  serviceAvailable: ZIP_MESSAGES.supported,
  phoneOnly: PHONE_ONLY_MESSAGE,
  unconfirmed: UNCONFIRMED_MESSAGE,
  cityLine: cityLineText('{zip}'),
};
