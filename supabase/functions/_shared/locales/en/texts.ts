/** The text messages a resident gets, in English (the rules they follow and the shapes: texts.ts). */
import type { TextWords } from '../../texts.ts';

export const TEXTS: TextWords = {
  leadReceived: ({ brand, reference, url }) => `${brand}: we got your request ${reference}. Status: ${url} Reply STOP to stop texts.`,
  leadAssigned: ({ brand, business, credential, reference }) => `${brand}: ${business} (${credential}) has your request ${reference} and will contact you soon.`,
  credential: { nwco_license: 'NYS DEC licensed', pesticide_certification: 'NYS DEC certified' },
};
