import { CONTACT_STEP_PATHS } from '@/config/paths';
import { canonicalEmail } from '@/domain/email';
import { localizedPath, type Locale } from '@/domain/locales';
import type { AnimalType, ContactMethod, LeadSpecies, PropertyType } from '@/domain/options';
import { SPECIES_FOR_ANIMAL } from '@/domain/species';
import type { LeadInsert } from './api';
import type { ContactValues } from './contact-schema';

/**
 * A lead from the /contact flow (reading B of docs/product-rules.md#routes): everything the
 * visitor typed is kept, with the language of the flow they used (its page, and leads.language).
 */
export function contactFlowToLead(values: ContactValues, id: string, locale: Locale): LeadInsert {
  const animal = values.animalType as AnimalType;
  const species = SPECIES_FOR_ANIMAL[animal];
  return {
    id,
    source: 'contact_flow',
    source_page: localizedPath(locale, CONTACT_STEP_PATHS[0]),
    name: values.fullName.trim(),
    email: canonicalEmail(values.email),
    phone: values.phone,
    property_type: values.propertyType as PropertyType,
    zip: values.zipCode,
    address: values.streetAddress.trim(),
    unit: values.unit.trim() || null,
    description: values.description.trim(),
    animal_type: animal,
    duration: values.duration,
    species: species ? [species] : [],
    situations: values.situations,
    contact_by_phone: values.contactMethod.phone,
    contact_by_email: values.contactMethod.email,
    agreed_to_terms: values.agreedToTerms,
    company_website: values.company_website || null,
    language: locale,
  };
}

export type LeadFormValues = {
  name: string;
  email: string;
  phone: string;
  property_type: string;
  address: string;
  /** Apartment, unit or floor; optional ('' when not given). */
  unit: string;
  city: string;
  zip: string;
  description: string;
  species: string[];
  contact_method: string;
  /** The consent-to-texts box shown when the contact method is Text. */
  text_consent: boolean;
  company_website: string;
};

/**
 * A lead from the single form on a borough or species page (reading A of docs/product-rules.md#routes),
 * in the language of that page. `textConsentVersion`: the id of the consent wording the form
 * showed (the copy's leadForm.textConsent.version), recorded only when Text was chosen with consent.
 */
export function leadFormToLead(values: LeadFormValues, id: string, sourcePage: string, locale: Locale, textConsentVersion: string): LeadInsert {
  return {
    id,
    source: 'lead_form',
    source_page: sourcePage,
    name: values.name.trim(),
    email: canonicalEmail(values.email),
    phone: values.phone,
    property_type: values.property_type as PropertyType,
    address: values.address.trim(),
    unit: values.unit.trim() || null,
    city: values.city.trim(),
    zip: values.zip,
    description: values.description.trim(),
    species: values.species as LeadSpecies[],
    contact_method: values.contact_method as ContactMethod,
    // Which consent wording was agreed to; the database records when (leads.text_consent_at).
    text_consent_version: values.contact_method === 'Text' && values.text_consent ? textConsentVersion : null,
    company_website: values.company_website || null,
    language: locale,
  };
}
