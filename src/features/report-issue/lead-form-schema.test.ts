import { describe, expect, it } from 'vitest';
import { leadFormErrors, makeLeadFormSchema } from './lead-form-schema';
import { REPORT_COPY_EN } from './locales/en';
import type { LeadFormValues } from './to-lead-row';

const fieldMessages = REPORT_COPY_EN.fieldMessages;
const validateLeadForm = (values: LeadFormValues) => leadFormErrors(values, fieldMessages);

const valid: LeadFormValues = {
  name: 'Chris Park',
  email: 'chris@example.com',
  phone: '(917) 555-0123',
  property_type: 'Homeowner',
  address: '12 Main St',
  unit: '',
  city: 'Brooklyn',
  zip: '11201',
  description: 'Raccoon in the chimney',
  species: [],
  contact_method: 'Call',
  text_consent: false,
  company_website: '',
};

describe('leadFormSchema (reading A of docs/product-rules.md#validation)', () => {
  it('accepts a complete form; species is optional', () => {
    expect(validateLeadForm(valid)).toEqual({});
    expect(validateLeadForm({ ...valid, species: ['Raccoons', 'Other'] })).toEqual({});
  });

  it('requires every other field, each with its own message', () => {
    const empty: LeadFormValues = { ...valid, name: '', email: '', phone: '', property_type: '', address: '', city: '', zip: '', description: '', contact_method: '' };
    expect(validateLeadForm(empty)).toEqual({
      name: fieldMessages.name,
      email: fieldMessages.email,
      phone: fieldMessages.phone,
      property_type: fieldMessages.propertyType,
      address: fieldMessages.address,
      city: fieldMessages.city,
      zip: fieldMessages.zip,
      description: fieldMessages.description,
      contact_method: fieldMessages.contactMethod,
    });
  });

  it('refuses malformed and over-long values the database would refuse', () => {
    expect(validateLeadForm({ ...valid, email: 'chris@example' }).email).toBe(fieldMessages.email);
    expect(validateLeadForm({ ...valid, phone: '917-555-0123' }).phone).toBe(fieldMessages.phone);
    // An unassigned area code, a Canadian number: the database refuses them too.
    expect(validateLeadForm({ ...valid, phone: '(555) 234-5678' }).phone).toBe(fieldMessages.phone);
    expect(validateLeadForm({ ...valid, phone: '(416) 555-0142' }).phone).toBe(fieldMessages.phone);
    expect(validateLeadForm({ ...valid, zip: '1120' }).zip).toBe(fieldMessages.zip);
    expect(validateLeadForm({ ...valid, name: 'x'.repeat(101) }).name).toBe(fieldMessages.nameTooLong);
    expect(validateLeadForm({ ...valid, name: 'Bad\u0000Name' }).name).toBe(fieldMessages.nameInvalid);
    expect(validateLeadForm({ ...valid, address: 'x'.repeat(201) }).address).toBe(fieldMessages.addressTooLong);
    expect(validateLeadForm({ ...valid, description: 'x'.repeat(2001) }).description).toBe(fieldMessages.descriptionTooLong);
    expect(validateLeadForm({ ...valid, contact_method: 'Fax' }).contact_method).toBe(fieldMessages.contactMethod);
    expect(validateLeadForm({ ...valid, species: ['Dragons'] }).species).toBeDefined();
  });

  it('takes Text only with consent to texts, as the database does (leads_text_consent_when_text)', () => {
    expect(validateLeadForm({ ...valid, contact_method: 'Text' })).toEqual({ text_consent: fieldMessages.textConsent });
    expect(validateLeadForm({ ...valid, contact_method: 'Text', text_consent: true })).toEqual({});
    // Any other field missing still gets its own message next to the consent one.
    expect(validateLeadForm({ ...valid, name: '', contact_method: 'Text' })).toEqual({ name: fieldMessages.name, text_consent: fieldMessages.textConsent });
  });

  it('accepts a tenant or renter', () => {
    expect(validateLeadForm({ ...valid, property_type: 'Tenant / renter' })).toEqual({});
  });

  it('leaves coverage to the caller: a valid ZIP outside NYC passes the field rule', () => {
    expect(validateLeadForm({ ...valid, zip: '07030' })).toEqual({});
  });

  it('is built once per language and speaks the language it is given', () => {
    expect(makeLeadFormSchema(fieldMessages)).toBe(makeLeadFormSchema(fieldMessages));
    const other = { ...fieldMessages, name: 'Escriba su nombre.' };
    expect(leadFormErrors({ ...valid, name: '' }, other)).toEqual({ name: 'Escriba su nombre.' });
    expect(validateLeadForm({ ...valid, name: '' })).toEqual({ name: 'Enter your name.' });
  });
});
