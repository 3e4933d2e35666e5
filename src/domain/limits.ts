/**
 * Length limits of what people type, in characters, written once for every form. The database
 * refuses the same (CHECK constraints in supabase/migrations); tests/integration/limits.test.ts
 * compares each value with its constraint.
 */
export const LIMITS = {
  /** leads.name, applications.owner_name, applications.full_name */
  personName: 100,
  /** applications.business_name */
  businessName: 200,
  /** leads.email, applications.email, newsletter_subscriptions.email */
  email: 254,
  /** leads.address, applications.address */
  address: 200,
  /** leads.unit: apartment, unit or floor */
  unit: 50,
  /** leads.city, applications.city */
  city: 100,
  /** leads.description */
  description: 2000,
  /** applications.website */
  website: 300,
  /** applications.other_species_text */
  otherSpecies: 200,
  /** applications.license_number, policy_number, pesticide_certification_number */
  documentNumber: 100,
  /** applications.pesticide_certification_category */
  certificationCategory: 100,
  /** applications.issuing_agency, applications.insurance_provider */
  organisation: 200,
  /** applications.counties_served */
  countiesServed: 500,
  /** applications.notes, notes on leads, offers and job records */
  notes: 2000,
  /** lead_completions.species: the animal named in a job record */
  recordSpecies: 100,
  /** applications.review_message (and private.application_reviews.message): what an applicant is told */
  reviewMessage: 2000,
  /** private.add_details_by_resident: what a resident adds on the status page */
  residentNote: 500,
  /** lead_completions.animal_count: the most animals one job record holds (a number, not a length) */
  animalCount: 100,
} as const;

/** [table, column, limit]: what the database must refuse beyond. */
export const LIMITED_COLUMNS: readonly (readonly [string, string, number])[] = [
  ['leads', 'name', LIMITS.personName],
  ['leads', 'email', LIMITS.email],
  ['leads', 'address', LIMITS.address],
  ['leads', 'unit', LIMITS.unit],
  ['leads', 'city', LIMITS.city],
  ['leads', 'description', LIMITS.description],
  ['applications', 'owner_name', LIMITS.personName],
  ['applications', 'full_name', LIMITS.personName],
  ['applications', 'business_name', LIMITS.businessName],
  ['applications', 'email', LIMITS.email],
  ['applications', 'address', LIMITS.address],
  ['applications', 'city', LIMITS.city],
  ['applications', 'website', LIMITS.website],
  ['applications', 'other_species_text', LIMITS.otherSpecies],
  ['applications', 'license_number', LIMITS.documentNumber],
  ['applications', 'policy_number', LIMITS.documentNumber],
  ['applications', 'pesticide_certification_number', LIMITS.documentNumber],
  ['applications', 'pesticide_certification_category', LIMITS.certificationCategory],
  ['applications', 'issuing_agency', LIMITS.organisation],
  ['applications', 'insurance_provider', LIMITS.organisation],
  ['applications', 'counties_served', LIMITS.countiesServed],
  ['applications', 'notes', LIMITS.notes],
  ['newsletter_subscriptions', 'email', LIMITS.email],
  ['lead_completions', 'species', LIMITS.recordSpecies],
  ['lead_completions', 'note', LIMITS.notes],
  ['lead_offers', 'note', LIMITS.notes],
  ['lead_events', 'note', LIMITS.notes],
  ['applications', 'review_message', LIMITS.reviewMessage],
];
