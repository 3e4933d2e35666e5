/** The single form's words in English (see en.ts). */
import type { LeadFormCopy } from '../copy';
import { CONTACT_METHODS, LEAD_SPECIES } from '@/domain/options';
import { COMMON_COPY_EN } from './en-common';
import { sameAsValue } from './same-as-value';

/** The single form of the borough and species pages. */
export const LEAD_FORM_COPY_EN: LeadFormCopy = {
  ...COMMON_COPY_EN,
  options: {
    ...COMMON_COPY_EN.options,
    species: sameAsValue(LEAD_SPECIES),
    contactMethods: sameAsValue(CONTACT_METHODS),
  },
  leadForm: {
    heading: 'Report a Wildlife Issue',
    intro: 'All fields are required unless marked optional. Free, no obligation.',
    nameLabel: 'Name',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    phonePlaceholder: '10-digit number',
    propertyTypeLabel: 'Property type',
    propertyTypePlaceholder: 'Choose one',
    addressLabel: 'Street address',
    unitLabel: 'Apartment, unit or floor (optional)',
    cityLabel: 'City or neighborhood',
    zipLabel: 'ZIP code',
    descriptionLabel: 'Describe the problem',
    speciesLegend: 'Animals involved (optional)',
    contactMethodLegend: 'Preferred contact method',
    submit: 'Get Help Now',
  },
};

