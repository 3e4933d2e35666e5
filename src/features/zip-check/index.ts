export { ZipCheckForm, type ZipCheckFormProps, type ZipHandoff } from './zip-check-form';
export { zipCheckMessages, ZIP_REDIRECT_DELAY_MS } from './messages';
