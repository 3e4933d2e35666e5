export { Section } from './section';
export { PageHero } from './page-hero';
export { UrgentCallBanner } from './urgent-call-banner';
export { FeatureCards, type FeatureCard } from './feature-cards';
export { ProcessSteps, type ProcessStep } from './process-steps';
export { TrustBadges, type TrustBadge } from './trust-badges';
export { CtaSection } from './cta-section';
export { LinkTiles } from './link-list';
