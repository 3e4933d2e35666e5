/** The /contact page's words in English (see en.ts). */
import { ADVICE, SITUATION_LABELS } from '@/content/right-help';
import { CONTACT_COPY, CONTACT_SUCCESS_COPY } from '@/content/site-copy';
import { ANIMAL_TYPES, BOROUGHS, DURATIONS } from '@/domain/options';
import type { ContactFlowCopy } from '../copy';
import { COMMON_COPY_EN } from './en-common';
import { sameAsValue } from './same-as-value';

/** The /contact page (the flow and its success page). */
export const CONTACT_COPY_EN: ContactFlowCopy = {
  ...COMMON_COPY_EN,
  options: {
    ...COMMON_COPY_EN.options,
    animalTypes: sameAsValue(ANIMAL_TYPES),
    durations: sameAsValue(DURATIONS),
    situations: SITUATION_LABELS,
  },
  contactPage: {
    seo: CONTACT_COPY.seo,
    heading: CONTACT_COPY.heading,
    intro: CONTACT_COPY.intro,
    emergencyNote: CONTACT_COPY.emergencyNote,
    callPrompt: CONTACT_COPY.callPrompt,
    otherWays: 'Other ways to get help',
  },
  successPage: {
    seo: CONTACT_SUCCESS_COPY.seo,
    heading: CONTACT_SUCCESS_COPY.heading,
    text: CONTACT_SUCCESS_COPY.text,
    phoneOnlyText: CONTACT_SUCCESS_COPY.phoneOnlyText,
    callPrompt: CONTACT_SUCCESS_COPY.callPrompt,
  },
  flow: {
    progress: 'Step {n} of {total}',
    stepTitles: {
      1: 'Where is the problem?',
      2: 'What are you dealing with?',
      3: 'How can the pro reach you?',
      4: 'Review and send',
    },
    zipLabel: 'ZIP code of the property',
    zipPlaceholder: 'e.g. 11215',
    streetLabel: 'Street address',
    unitLabel: 'Apartment, unit or floor (optional)',
    propertyTypeLegend: 'Type of property',
    animalLabel: 'What animal is it?',
    animalPlaceholder: 'Choose an animal',
    durationLabel: 'How long has this been going on?',
    durationPlaceholder: 'Choose one',
    descriptionLabel: 'What is happening?',
    descriptionHint: 'Where you see or hear it, any damage, anything you have already tried.',
    situationsLegend: 'Does any of this apply?',
    situationsHint: 'These change who you should call first.',
    signsLegend: 'Have you noticed any of this?',
    signsHint: 'It helps dispatch decide who goes first.',
    fullNameLabel: 'Full name',
    phoneLabel: 'Phone number',
    phonePlaceholder: '10-digit number',
    emailLabel: 'Email',
    contactMethodLegend: 'How should the pro contact you?',
    byPhone: 'By phone',
    byEmail: 'By email',
    review:
      'We will pass your request to one licensed, insured professional who serves your borough. Reporting is free, and you are never obliged to hire them.',
    agreement: 'I agree to the {terms} and {privacy}, and to my details being shared with one professional.',
    reviewSections: { where: 'Where', what: 'What is happening', how: 'How the pro will reach you' },
    edit: 'Edit',
    boroughs: sameAsValue(BOROUGHS),
    back: 'Back',
    next: 'Next',
    submit: 'Submit Request',
  },
  rightHelp: {
    heading: 'Before we find a pro: who to call first',
    continueText:
      'If you still want a licensed wildlife professional to help (for example to find how an animal got in and seal it out), you can continue.',
    stillWantPro: 'I still want a professional',
    changeAnswers: 'Change my answers',
    // The words by id (the rule that picks them: domain/right-help.ts).
    advice: ADVICE,
  },
  success: {
    reference: 'Your reference: {reference}',
    quoteReference: 'Quote it if you call us about this report.',
    nextHeading: 'What happens next',
    nextSteps: CONTACT_SUCCESS_COPY.nextSteps,
    homeLink: CONTACT_SUCCESS_COPY.homeLink,
  },
};

