/** The four legal pages and their English paths (the route table, the legal pages, their summaries). */
export type LegalKey = 'terms' | 'privacy' | 'disclaimer' | 'accessibility';

export const LEGAL_PATHS: Readonly<Record<LegalKey, string>> = {
  terms: '/terms-of-use',
  privacy: '/privacy-policy',
  disclaimer: '/disclaimer',
  accessibility: '/accessibility',
};

export const LEGAL_KEYS = Object.keys(LEGAL_PATHS) as readonly LegalKey[];
