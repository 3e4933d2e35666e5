import { CREDENTIAL_BADGES, CREDENTIAL_FACTS, type CredentialKind } from '../credentials';
import { REPORT_BUTTON, TRUST_BADGES } from '../site-copy';
import type { ProcessSteps } from '../types';
import { EMERGENCY_EN } from '../emergency';

/** The emergency rule in English (content/emergency.ts): every bite, bat and animal-safety sentence below comes from it. */
export const RULE = EMERGENCY_EN;

/**
 * What the twelve species pages (content/species/<slug>.ts) share.
 *
 * Facts as NYS rules have them: the NYS DEC Nuisance Wildlife Control
 * Operator (NWCO) licence; no relocation of rabies-vector species (raccoon, skunk, fox, bat);
 * bat pup season; Migratory Bird Treaty Act status of
 * pigeons, starlings and house sparrows; protected native snakes; which city agency takes what
 * (911, 311, ACC, the Health Department, HPD). Copy never promises relocation, prices,
 * guaranteed results or response times, and never says the network itself does the work.
 */

/** The shared three steps, with the first and last tailored to the species. */
export function processFor(what: string, report: string, contact: string): ProcessSteps {
  return [
    { number: '01', title: 'Report Your Issue', description: report },
    {
      number: '02',
      title: 'We Find an Expert',
      description: `We pass your request to one licensed, insured professional who handles ${what} in your borough. Just one, so your phone won't ring off the hook.`,
    },
    { number: '03', title: 'A Pro Contacts You', description: contact },
  ];
}

export const CONTACT_STEP =
  'The professional calls or emails you, typically within a few hours and fastest during business hours, to ask questions and arrange an inspection. You decide whether to hire them.';

/** The four badges, the first naming the DEC credential the species' work calls for. */
export function badgesFor(credential: CredentialKind) {
  return [CREDENTIAL_BADGES[credential], TRUST_BADGES[1], TRUST_BADGES[2], TRUST_BADGES[3]] as const;
}

/** The FAQ on rat and mouse pages: which credential to ask for. */
export function pesticideCredentialFaq(what: string) {
  return {
    question: `What license should a ${what} professional have?`,
    answer: `${CREDENTIAL_FACTS.pesticide} We offer rat and mouse work only to professionals in our network who hold this certification; ask to see it before any bait is used.`,
  };
}

/** The FAQ on the bird page: trapping needs the NWCO licence, pesticides the certification. */
export function birdCredentialFaq() {
  return {
    question: 'What license should a pigeon professional have?',
    answer: `${CREDENTIAL_FACTS.nwco} ${CREDENTIAL_FACTS.pesticide} We offer bird work to professionals who hold either credential, and each does only the work theirs covers; ask to see it before the work starts.`,
  };
}

export function cta(title: string, text: string) {
  return { title, text, button: REPORT_BUTTON.label, href: REPORT_BUTTON.href };
}
