import { TEXT_CONSENT } from '@/content/consent';
import { describe, expect, it } from 'vitest';
import type { ContactValues } from './contact-schema';
import { REPORT_LATER_EN } from './locales/en-later';
import { contactFlowToLead, leadFormToLead, type LeadFormValues } from './to-lead-row';

const id = '3f2a9c1b-0000-4000-8000-000000000000';

describe('contactFlowToLead', () => {
  const values: ContactValues = {
    zipCode: '10451',
    streetAddress: ' 350 Grand Concourse ',
    unit: ' Apt 4B ',
    propertyType: 'Landlord',
    animalType: 'Squirrel',
    duration: 'More than a month',
    description: '  Squirrels in the eaves  ',
    situations: [],
    fullName: ' Dee Walker ',
    phone: '(347) 555-0199',
    email: ' dee@example.com ',
    contactMethod: { phone: true, email: false },
    agreedToTerms: true,
    company_website: '',
  };

  it('keeps every answer of the flow, with its source and language', () => {
    expect(contactFlowToLead(values, id, 'en')).toEqual({
      id,
      source: 'contact_flow',
      source_page: '/contact',
      name: 'Dee Walker',
      email: 'dee@example.com',
      phone: '(347) 555-0199',
      property_type: 'Landlord',
      zip: '10451',
      address: '350 Grand Concourse',
      unit: 'Apt 4B',
      description: 'Squirrels in the eaves',
      animal_type: 'Squirrel',
      duration: 'More than a month',
      species: ['Squirrels'],
      situations: [],
      contact_by_phone: true,
      contact_by_email: false,
      agreed_to_terms: true,
      company_website: null,
      language: 'en',
    });
  });

  it('sends no unit when none was given', () => {
    expect(contactFlowToLead({ ...values, unit: '  ' }, id, 'en')).toMatchObject({ address: '350 Grand Concourse', unit: null });
  });

  it('records the language of the flow the resident used, and its page', () => {
    expect(contactFlowToLead(values, id, 'es')).toMatchObject({ language: 'es', source_page: '/es/contact', property_type: 'Landlord', duration: 'More than a month' });
    expect(contactFlowToLead(values, id, 'zh-Hant')).toMatchObject({ language: 'zh-Hant', source_page: '/zh-hant/contact' });
    expect(contactFlowToLead(values, id, 'zh-Hans')).toMatchObject({ language: 'zh-Hans', source_page: '/zh-hans/contact' });
  });

  it('leaves the species list empty for animals outside it, and passes a filled honeypot on', () => {
    const row = contactFlowToLead({ ...values, animalType: 'Opossum', company_website: 'spam.example' }, id, 'en');
    expect(row.species).toEqual([]);
    expect(row.company_website).toBe('spam.example');
  });

  it('keeps the situations that changed the advice the resident was shown', () => {
    expect(contactFlowToLead({ ...values, animalType: 'Bat', situations: ['bat-slept', 'bitten'] }, id, 'en').situations).toEqual(['bat-slept', 'bitten']);
  });
});

describe('leadFormToLead', () => {
  const values: LeadFormValues = {
    name: 'Chris Park',
    email: 'chris@example.com',
    phone: '(917) 555-0123',
    property_type: 'Business',
    address: ' 120 Broadway ',
    unit: ' Apt 3 ',
    city: 'New York',
    zip: '10006',
    description: 'Bats at dusk',
    species: ['Bats'],
    contact_method: 'Text',
    text_consent: true,
    company_website: '',
  };

  it('maps the single form to a lead from its page, in its language', () => {
    expect(leadFormToLead(values, id, '/services/bat-removal-nyc', 'en', REPORT_LATER_EN.textConsent.version)).toEqual({
      id,
      source: 'lead_form',
      source_page: '/services/bat-removal-nyc',
      name: 'Chris Park',
      email: 'chris@example.com',
      phone: '(917) 555-0123',
      property_type: 'Business',
      address: '120 Broadway',
      unit: 'Apt 3',
      city: 'New York',
      zip: '10006',
      description: 'Bats at dusk',
      species: ['Bats'],
      contact_method: 'Text',
      text_consent_version: TEXT_CONSENT.version,
      company_website: null,
      language: 'en',
    });
  });

  it('records the language of the page the form is on, and the consent wording it showed', () => {
    expect(leadFormToLead(values, id, '/es/brooklyn-wildlife-control', 'es', 'sms-test-es')).toMatchObject({
      language: 'es',
      source_page: '/es/brooklyn-wildlife-control',
      contact_method: 'Text',
      species: ['Bats'],
      text_consent_version: 'sms-test-es',
    });
  });

  it('records consent to texts only for Text, and only when the box was ticked', () => {
    expect(leadFormToLead({ ...values, contact_method: 'Call' }, id, '/x', 'en', TEXT_CONSENT.version).text_consent_version).toBeNull();
    expect(leadFormToLead({ ...values, text_consent: false }, id, '/x', 'en', TEXT_CONSENT.version).text_consent_version).toBeNull();
    expect(leadFormToLead({ ...values, contact_method: 'Email', text_consent: true }, id, '/x', 'en', TEXT_CONSENT.version).text_consent_version).toBeNull();
  });
});
