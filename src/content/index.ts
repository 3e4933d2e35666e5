/** All of the site's copy: plain typed data, no React. */
export * from './types';
export * from './tokens';
export * from './site-copy';
export * from './apply';
export * from './navigation';
export * from './species';
export * from './boroughs';
export * from './home';
export * from './about';
export * from './nyc-overview';
export * from './faqs';
export * from './updates';
export * from './seo';
export * from './legal/terms';
export * from './legal/privacy';
export * from './legal/disclaimer';
export * from './legal/accessibility';
