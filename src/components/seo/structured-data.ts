import { canonicalUrl, site } from '@/config/site';
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

export type Crumb = { name: string; path: string };

export function breadcrumbLd(crumbs: readonly Crumb[]): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: canonicalUrl(c.path),
    })),
  };
}

/** A referral service for one kind of problem in one or more areas. */
export function serviceLd(input: { name: string; description: string; path: string; areas: readonly string[] }): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    serviceType: 'Wildlife control referral',
    description: input.description,
    url: canonicalUrl(input.path),
    provider: { '@id': `${site.url}/#organization` },
    areaServed: input.areas.map((a) => ({ '@type': 'AdministrativeArea', name: a })),
  };
}

export function faqPageLd(items: readonly { question: string; answer: string }[]): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({
      '@type': 'Question',
      name: i.question,
      acceptedAnswer: { '@type': 'Answer', text: i.answer },
    })),
  };
}
