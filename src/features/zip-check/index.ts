export { ZipCheckForm, type ZipCheckFormProps, type ZipHandoff } from './zip-check-form';
export { ZIP_REDIRECT_DELAY_MS } from './constants';
