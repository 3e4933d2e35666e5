export { ContactFlow, type ContactFlowProps, type ContactLocationState } from './contact-flow';
export { ContactSuccess, type ContactSuccessProps } from './contact-success';
export { LeadForm, type LeadFormProps } from './lead-form';
export type { ContactFlowCopy, LeadFormCopy, ReportCommonCopy, ReportCopy, ReportLaterCopy } from './copy';
