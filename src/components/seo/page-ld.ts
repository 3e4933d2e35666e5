import { canonicalUrl, site } from '@/config/site';
import type { JsonLdData } from './json-ld';

/** JSON-LD of single pages (breadcrumbs, a service, an FAQ), apart from the organisation every page carries. */

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
