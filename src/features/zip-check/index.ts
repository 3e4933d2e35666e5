export { ZipCheckForm, type ZipCheckFormProps, type ZipHandoff } from './zip-check-form';
export type { ZipAnswersCopy, ZipCheckCopy, ZipToastCopy } from './copy';
export { ZIP_REDIRECT_DELAY_MS } from './constants';
