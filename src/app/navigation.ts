import type { NavModel } from '@/components/layout/nav-types';
import { BOROUGH_NAV, SPECIES_GROUPS, SPECIES_NAV, boroughPath, speciesPath } from '@/content/navigation';

/** Header and footer menus, built from the slug lists of content/navigation.ts (as the route table's entries are). */
export const NAV: NavModel = {
  primary: [
    { label: 'Home', href: '/' },
    { label: 'About Us', href: '/about' },
  ],
  services: {
    label: 'Wildlife Services',
    columns: SPECIES_GROUPS.map((group) => ({
      heading: group,
      links: SPECIES_NAV.filter((r) => r.group === group).map((r) => ({ label: r.label, href: speciesPath(r.slug) })),
    })),
  },
  areas: {
    label: 'Service Areas',
    columns: [
      {
        heading: 'New York City',
        links: [
          { label: 'NYC (All Boroughs)', href: '/nyc-wildlife-control' },
          ...BOROUGH_NAV.map((b) => ({ label: b.label, href: boroughPath(b.slug) })),
        ],
      },
    ],
  },
  actions: [
    { label: 'Report an Issue', href: '/contact' },
    { label: 'For Professionals', href: '/apply' },
  ],
  footerCompany: [
    { label: 'Home', href: '/' },
    { label: 'About Us', href: '/about' },
    { label: 'Updates', href: '/updates' },
    { label: 'Report an Issue', href: '/contact' },
    { label: 'For Professionals', href: '/apply' },
    { label: 'FAQs', href: '/faqs' },
  ],
  footerLegal: [
    { label: 'Terms of Use', href: '/terms-of-use' },
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Disclaimer', href: '/disclaimer' },
    { label: 'Accessibility', href: '/accessibility' },
  ],
};
