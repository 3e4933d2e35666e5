export { PageMeta, buildHead, headToHtml, type PageMetaProps } from './page-meta';
export { HeadContext, createHeadCollector, type HeadCollector, type PageHead } from './head-context';
export { JsonLd, type JsonLdData } from './json-ld';
export { organizationLd } from './structured-data';
export { breadcrumbLd, serviceLd, faqPageLd, type Crumb } from './page-ld';
