import type { UpdatesContent } from './types';

/** /updates. Past-update dates are history (docs/product-rules.md#constants): keep them as they are. */
export const UPDATES_CONTENT = {
  seo: {
    title: 'Platform Updates & Announcements',
    description:
      'News from our NYC wildlife dispatch network: new features, coverage updates and our planned expansion to upstate New York.',
  },
  title: 'Platform Updates',
  subtitle: 'What’s new at {siteName}, and what’s coming next.',
  featuredHeading: 'Featured Announcement',
  featured: {
    badge: 'Coming Soon',
    date: 'July 4, 2025',
    title: 'Expanding to Upstate New York',
    summary:
      'We are preparing to bring the same free, one-pro-per-request dispatch service to communities beyond New York City.',
    details: [
      'Expansion to upstate New York is planned; we will announce dates here once service is ready. The first areas we plan to serve:',
      'Buffalo',
      'Rochester',
      'Syracuse',
      'Albany',
      'Binghamton',
      'Rural areas across upstate New York',
    ],
  },
  pastUpdatesHeading: 'Past Updates',
  pastUpdates: [
    {
      icon: 'map-pin',
      title: 'Instant ZIP Code Checker Launched',
      date: 'June 15, 2025',
      content:
        'You can now enter your ZIP code on the home page and see right away whether we serve your area. ZIP codes across all five boroughs are covered; if yours is outside our area, the checker tells you so.',
    },
    {
      icon: 'rocket',
      title: 'Platform Launch',
      date: 'May 1, 2025',
      content:
        '{siteName} launched across all five boroughs, connecting New Yorkers with licensed, insured wildlife control professionals through a free 24/7 dispatch line and an online report form.',
    },
  ],
  newsletter: {
    heading: 'Get Future Updates',
    text: 'Sign up to receive the latest announcements directly in your inbox.',
    label: 'Email address',
    placeholder: 'Enter your email',
    button: 'Subscribe',
  },
} as const satisfies UpdatesContent;
