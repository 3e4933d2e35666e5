import { site } from '@/config/site';
import type { JsonLdData } from './json-ld';

const NYC_BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens', 'The Bronx', 'Staten Island'] as const;

/** The organisation: a referral and dispatch network, not a licensed operator. */
export function organizationLd(): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: `${site.url}/`,
    email: site.email.dispatch,
    telephone: site.phone.href.replace('tel:', ''),
    description:
      'A free referral and dispatch network that connects New York City residents with independent, licensed wildlife control professionals. It is not a wildlife control operator and performs no removal work itself.',
    areaServed: NYC_BOROUGHS.map((name) => ({ '@type': 'AdministrativeArea', name: `${name}, New York, NY` })),
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: site.phone.href.replace('tel:', ''),
      contactType: 'customer service',
      areaServed: 'US-NY',
      availableLanguage: 'English',
      hoursAvailable: 'Mo-Su 00:00-23:59',
    },
  };
}
