import type { UpdatesContent } from './types';

/**
 * /updates: only what is true of the service today, with no dates. Dates once shown here
 * ("Coming Soon", July 4, 2025; launches on May 1 and June 15, 2025) could not be confirmed,
 * and a promised date turns false the day it passes: src/content/updates.test.ts fails if a
 * date, or one of those, comes back. A real change is announced here once it is live.
 */
export const UPDATES_CONTENT = {
  seo: {
    title: 'Platform Updates & Announcements',
    description:
      'What our NYC wildlife dispatch network offers today, and where we announce changes once they are live.',
  },
  title: 'Platform Updates',
  subtitle: 'What {siteName} offers today. We announce a change here once it is live, never before.',
  featuredHeading: 'Where we work',
  featured: {
    title: 'All five boroughs of New York City',
    summary:
      'We take requests from Manhattan, Brooklyn, Queens, The Bronx and Staten Island. We have no date for serving any area outside New York City; if that changes, we will say so here once service there is ready.',
  },
  pastUpdatesHeading: 'Available now',
  pastUpdates: [
    {
      icon: 'map-pin',
      title: 'ZIP Code Checker',
      content:
        'Enter your ZIP code on the home page to see right away whether we serve your area. ZIP codes across all five boroughs are covered; if yours is outside our area, the checker tells you so.',
    },
    {
      icon: 'rocket',
      title: 'Report Form and Dispatch Line',
      content:
        '{siteName} connects New Yorkers in all five boroughs with licensed wildlife control professionals, through an online report form and a free dispatch line at {phone}.',
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
