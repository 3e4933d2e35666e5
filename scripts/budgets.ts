/**
 * Performance budgets per route group (README, 'npm run bench'). `jsKb` is the
 * gzip size of the JavaScript a visitor loads before interacting (entry, its imports, the
 * page's modulepreloads); home's 100 KB is the architecture's budget, the others are this
 * project's own ceilings so a route cannot silently grow. CSS is 15 KB on every page.
 */
export type RouteBudget = { name: string; path: string; jsKb: number; lcpMs?: number };

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  { name: 'home', path: '/', jsKb: 100, lcpMs: 1200 },
  { name: 'borough', path: '/brooklyn-wildlife-control', jsKb: 115, lcpMs: 1200 },
  { name: 'species', path: '/services/raccoon-removal-nyc', jsKb: 130, lcpMs: 1200 },
  { name: 'faqs', path: '/faqs', jsKb: 110 },
  { name: 'contact', path: '/contact', jsKb: 150 },
  { name: 'apply', path: '/apply', jsKb: 175 },
  { name: 'application-paid', path: '/application-paid', jsKb: 150 },
  { name: 'legal', path: '/privacy-policy', jsKb: 100 },
  { name: 'accessibility', path: '/accessibility', jsKb: 100 },
  // The resident's status page stays within the contact page's budget.
  { name: 'status', path: '/status', jsKb: 150 },
];

export const CSS_BUDGET_KB = 15;
