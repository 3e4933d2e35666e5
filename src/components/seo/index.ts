export { PageMeta, buildHead, headToHtml, type PageMetaProps } from './page-meta';
export { HeadContext, createHeadCollector, type HeadCollector, type PageHead } from './head-context';
export { JsonLd, type JsonLdData } from './json-ld';
export { organizationLd, breadcrumbLd, serviceLd, faqPageLd, type Crumb } from './structured-data';
