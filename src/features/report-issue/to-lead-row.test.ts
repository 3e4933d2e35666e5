import { TEXT_CONSENT } from '@/content/consent';
import { describe, expect, it } from 'vitest';
import type { ContactValues } from './contact-schema';
import { contactFlowToLead, leadFormToLead, type LeadFormValues } from './to-lead-row';

const id = '3f2a9c1b-0000-4000-8000-000000000000';

describe('contactFlowToLead', () => {
  const values: ContactValues = {
    zipCode: '10451',
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

  it('keeps every answer of the flow, with its source', () => {
    expect(contactFlowToLead(values, id)).toEqual({
      id,
      source: 'contact_flow',
      source_page: '/contact',
      name: 'Dee Walker',
      email: 'dee@example.com',
      phone: '(347) 555-0199',
      property_type: 'Landlord',
      zip: '10451',
      description: 'Squirrels in the eaves',
      animal_type: 'Squirrel',
      duration: 'More than a month',
      species: ['Squirrels'],
      situations: [],
      contact_by_phone: true,
      contact_by_email: false,
      agreed_to_terms: true,
      company_website: null,
    });
  });

  it('leaves the species list empty for animals outside it, and passes a filled honeypot on', () => {
    const row = contactFlowToLead({ ...values, animalType: 'Opossum', company_website: 'spam.example' }, id);
    expect(row.species).toEqual([]);
    expect(row.company_website).toBe('spam.example');
  });

  it('keeps the situations that changed the advice the resident was shown', () => {
    expect(contactFlowToLead({ ...values, animalType: 'Bat', situations: ['bat-slept', 'bitten'] }, id).situations).toEqual(['bat-slept', 'bitten']);
  });
});

describe('leadFormToLead', () => {
  const values: LeadFormValues = {
    name: 'Chris Park',
    email: 'chris@example.com',
    phone: '(917) 555-0123',
    property_type: 'Business',
    address: ' 120 Broadway ',
    city: 'New York',
    zip: '10006',
    description: 'Bats at dusk',
    species: ['Bats'],
    contact_method: 'Text',
    text_consent: true,
    company_website: '',
  };

  it('maps the single form to a lead from its page', () => {
    expect(leadFormToLead(values, id, '/services/bat-removal-nyc')).toEqual({
      id,
      source: 'lead_form',
      source_page: '/services/bat-removal-nyc',
      name: 'Chris Park',
      email: 'chris@example.com',
      phone: '(917) 555-0123',
      property_type: 'Business',
      address: '120 Broadway',
      city: 'New York',
      zip: '10006',
      description: 'Bats at dusk',
      species: ['Bats'],
      contact_method: 'Text',
      text_consent_version: TEXT_CONSENT.version,
      company_website: null,
    });
  });

  it('records consent to texts only for Text, and only when the box was ticked', () => {
    expect(leadFormToLead({ ...values, contact_method: 'Call' }, id, '/x').text_consent_version).toBeNull();
    expect(leadFormToLead({ ...values, text_consent: false }, id, '/x').text_consent_version).toBeNull();
    expect(leadFormToLead({ ...values, contact_method: 'Email', text_consent: true }, id, '/x').text_consent_version).toBeNull();
  });
});
