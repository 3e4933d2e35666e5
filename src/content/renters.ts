import { cityLinks } from '@/config/site';

/**
 * What a renter should know before reporting (docs/product-rules.md "Coverage, consent and
 * renters"): shown by both report forms when the property type is 'Tenant / renter'. The
 * resident may still send the report.
 */
export type RenterGuidance = {
  title: string;
  intro: string;
  points: readonly { heading: string; text: string; link?: { label: string; href: string } }[];
  stillReport: string;
};

export const RENTER_GUIDANCE: RenterGuidance = {
  title: 'Renting? Your landlord must deal with pests',
  intro:
    'Under the NYC Housing Maintenance Code, the owner of your building must keep your apartment free of rodents and other pests.',
  points: [
    {
      heading: 'Tell your landlord first',
      text: 'Tell your landlord or building manager about the problem, in writing if you can, and keep a copy.',
    },
    {
      heading: 'Rats or mice in your apartment?',
      text: 'If your landlord does not fix it, file a complaint with the NYC Department of Housing Preservation and Development (HPD) through 311: call 311, or use 311 online or the NYC311 app. HPD can inspect and issue violations to the owner.',
      link: { label: '311 online', href: cityLinks.nyc311Online },
    },
    {
      heading: 'Live in NYCHA?',
      text: 'NYCHA residents request repairs and pest control through MyNYCHA, on the app or the web portal.',
      link: { label: 'MyNYCHA', href: cityLinks.myNycha },
    },
  ],
  stillReport:
    'You can still send this report, for example if your landlord has asked you to arrange the work or the animal is outside your apartment.',
};
