export { ContactFlow, type ContactLocationState } from './contact-flow';
export { ContactSuccess } from './contact-success';
export { LeadForm, type LeadFormProps } from './lead-form';
export { reportToasts } from './messages';
