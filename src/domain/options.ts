/**
 * Option lists shared by the forms, the content and the database CHECK constraints.
 * Each list is an `as const` array with a derived union type; the migrations mirror
 * these values exactly (a unit test keeps the two in step).
 */

/**
 * Lead property types (docs/product-rules.md#data Lead). The /contact flow uses the same list.
 * 'Tenant / renter' is ours: most New Yorkers rent, and a renter is shown what their landlord
 * must do before they send a report (features/report-issue, renter guidance).
 */
export const PROPERTY_TYPES = ['Homeowner', 'Tenant / renter', 'Landlord', 'Business', 'Other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const RENTER: PropertyType = 'Tenant / renter';

/** Lead form contact methods (docs/product-rules.md#data Lead). */
export const CONTACT_METHODS = ['Call', 'Text', 'Email'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** Species a resident can name on a lead (docs/product-rules.md#data Lead). */
export const LEAD_SPECIES = [
  'Bats',
  'Squirrels',
  'Raccoons',
  'Skunks',
  'Mice',
  'Rats',
  'Birds',
  'Snakes',
  'Groundhogs',
  'Other',
] as const;
export type LeadSpecies = (typeof LEAD_SPECIES)[number];

/**
 * Animal types offered by step 2 of the /contact flow: the twelve service pages, the
 * out-of-scope domestic animals, which the flow answers with "who to call instead" (see
 * features/report-issue), and "Other / not sure".
 */
export const ANIMAL_TYPES = [
  'Raccoon',
  'Squirrel',
  'Rat',
  'Mouse',
  'Opossum',
  'Bat',
  'Bird',
  'Skunk',
  'Snake',
  'Groundhog',
  'Mole or vole',
  'Fox or coyote',
  'Domestic cat or dog',
  'Other / not sure',
] as const;
export type AnimalType = (typeof ANIMAL_TYPES)[number];

/** How long the problem has been going on (step 2 of the /contact flow). */
export const DURATIONS = [
  'Just noticed today',
  'A few days',
  'One to four weeks',
  'More than a month',
] as const;
export type Duration = (typeof DURATIONS)[number];

/** Species a professional may handle (docs/product-rules.md#data Application). */
export const CONTRACTOR_SPECIES = [
  'Bats',
  'Squirrels',
  'Raccoons',
  'Skunks',
  'Groundhogs',
  'Opossums',
  'Mice',
  'Rats',
  'Chipmunks',
  'Birds',
  'Snakes',
  'Beavers',
  'Coyotes',
  'Foxes',
  'Other',
] as const;
export type ContractorSpecies = (typeof CONTRACTOR_SPECIES)[number];

/** The five boroughs, as residents name them. */
export const BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island'] as const;
export type Borough = (typeof BOROUGHS)[number];

/** County values stored for a professional's service area, with their labels (docs/product-rules.md#data). */
export const SERVICE_COUNTIES = [
  { value: 'Bronx', label: 'Bronx' },
  { value: 'Kings', label: 'Brooklyn (Kings)' },
  { value: 'New York', label: 'Manhattan (New York)' },
  { value: 'Queens', label: 'Queens' },
  { value: 'Richmond', label: 'Staten Island (Richmond)' },
] as const;
export type ServiceCounty = (typeof SERVICE_COUNTIES)[number]['value'];
export const SERVICE_COUNTY_VALUES = SERVICE_COUNTIES.map((c) => c.value) as readonly ServiceCounty[];

/** Typical response times (docs/product-rules.md#constants). */
export const RESPONSE_TIMES = ['Same Day', '24 Hours', '1-2 Days', 'Other'] as const;
export type ResponseTime = (typeof RESPONSE_TIMES)[number];

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

export const APPLICATION_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const PAYMENT_STATUSES = ['paid', 'refunded', 'disputed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Step 2's "right help first" situations: each changes who should be called first. */
export const RIGHT_HELP_SITUATIONS = ['bitten', 'bat-slept', 'dead-on-street'] as const;
export type RightHelpSituation = (typeof RIGHT_HELP_SITUATIONS)[number];
/** Step 2's signs that make a visit more urgent: dispatch sees them as flags on the queue. */
export const URGENCY_SIGNS = ['inside-living-space', 'young-animals'] as const;
/** Everything step 2 of the /contact flow may tick (leads.situations, checked by the database). */
export const SITUATIONS = [...RIGHT_HELP_SITUATIONS, ...URGENCY_SIGNS] as const;
export type Situation = (typeof SITUATIONS)[number];

/** Where a lead came from: the four-step /contact flow or the single form on a page. */

export const LEAD_SOURCES = ['contact_flow', 'lead_form'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The 50 US states: name shown, two-letter code stored. */
export const US_STATES = [
  { value: 'AL', label: 'Alabama' },
  { value: 'AK', label: 'Alaska' },
  { value: 'AZ', label: 'Arizona' },
  { value: 'AR', label: 'Arkansas' },
  { value: 'CA', label: 'California' },
  { value: 'CO', label: 'Colorado' },
  { value: 'CT', label: 'Connecticut' },
  { value: 'DE', label: 'Delaware' },
  { value: 'FL', label: 'Florida' },
  { value: 'GA', label: 'Georgia' },
  { value: 'HI', label: 'Hawaii' },
  { value: 'ID', label: 'Idaho' },
  { value: 'IL', label: 'Illinois' },
  { value: 'IN', label: 'Indiana' },
  { value: 'IA', label: 'Iowa' },
  { value: 'KS', label: 'Kansas' },
  { value: 'KY', label: 'Kentucky' },
  { value: 'LA', label: 'Louisiana' },
  { value: 'ME', label: 'Maine' },
  { value: 'MD', label: 'Maryland' },
  { value: 'MA', label: 'Massachusetts' },
  { value: 'MI', label: 'Michigan' },
  { value: 'MN', label: 'Minnesota' },
  { value: 'MS', label: 'Mississippi' },
  { value: 'MO', label: 'Missouri' },
  { value: 'MT', label: 'Montana' },
  { value: 'NE', label: 'Nebraska' },
  { value: 'NV', label: 'Nevada' },
  { value: 'NH', label: 'New Hampshire' },
  { value: 'NJ', label: 'New Jersey' },
  { value: 'NM', label: 'New Mexico' },
  { value: 'NY', label: 'New York' },
  { value: 'NC', label: 'North Carolina' },
  { value: 'ND', label: 'North Dakota' },
  { value: 'OH', label: 'Ohio' },
  { value: 'OK', label: 'Oklahoma' },
  { value: 'OR', label: 'Oregon' },
  { value: 'PA', label: 'Pennsylvania' },
  { value: 'RI', label: 'Rhode Island' },
  { value: 'SC', label: 'South Carolina' },
  { value: 'SD', label: 'South Dakota' },
  { value: 'TN', label: 'Tennessee' },
  { value: 'TX', label: 'Texas' },
  { value: 'UT', label: 'Utah' },
  { value: 'VT', label: 'Vermont' },
  { value: 'VA', label: 'Virginia' },
  { value: 'WA', label: 'Washington' },
  { value: 'WV', label: 'West Virginia' },
  { value: 'WI', label: 'Wisconsin' },
  { value: 'WY', label: 'Wyoming' },
] as const;
export type UsState = (typeof US_STATES)[number]['value'];
export const US_STATE_CODES = US_STATES.map((s) => s.value) as readonly UsState[];

/** The borough of each county of the city (a professional's boroughs from the counties they serve). */
export const COUNTY_BOROUGH: Record<ServiceCounty, Borough> = {
  Bronx: 'Bronx',
  Kings: 'Brooklyn',
  'New York': 'Manhattan',
  Queens: 'Queens',
  Richmond: 'Staten Island',
};
