import { EMERGENCY_EN, animalParagraph, batParagraph, biteParagraph } from '@/content/emergency';
import type { StatusCopy } from '../copy';
import { lineHours } from '@/content/line-hours';

/** The status page in English (the words the page has always shown). */
export const STATUS_COPY: StatusCopy = {
  page: {
    title: 'Your request',
    description: 'Where your wildlife request stands: who is coming, and what you can do while you wait.',
    noTokenHeading: 'Your request',
    noTokenBody: 'Open the link from your confirmation to see where your request stands.',
  },
  loading: 'Loading your request…',
  unreachable: 'We could not reach our server. Check your connection; we will keep trying.',
  stageAnnouncement: 'Your request is now: {stage}.',
  notFound: {
    heading: "We can't find that request",
    body: lineHours('The link may be incomplete. Check that you copied all of it, or call our 24/7 dispatch line and quote your reference.', 'The link may be incomplete. Check that you copied all of it, or call our dispatch line and quote your reference.'),
  },
  callDispatch: 'Call dispatch {phone}',
  heading: 'Your request {reference}',
  received: 'Received {time} (New York time). This page updates by itself.',
  progressLabel: 'Progress',
  steps: {
    received: 'Request received',
    looking: 'Looking for a professional',
    assigned: 'Professional assigned',
    completed: 'Completed',
  },
  cancelledStage: 'cancelled',
  stepDone: ' (done)',
  stepNotYet: ' (not yet)',
  cancelledByResident: 'You cancelled this request {time}.',
  cancelledByDispatch: 'This request was closed by our dispatch team {time}. If you still need help, call us.',
  cancelReasons: {
    duplicate: 'It repeated another request you sent.',
    outside_service_area: 'The address is outside the area our professionals serve.',
    referred_to_agency: 'What you described is for a city agency to handle: the emergency guidance below says which one.',
  },
  waitingTooLong: {
    other:
      'No professional has taken your request yet, and it has been more than {hours} hours. We are sorry. Please call our dispatch line: a person will find you help.',
  },
  needsPerson:
    'No professional could take your request automatically, so a dispatcher is now looking for someone for you. If it cannot wait, call our dispatch line.',
  professional: {
    heading: 'Who is coming',
    headingDone: 'Who helped you',
    credentials: {
      nwco_license: 'NYS DEC nuisance wildlife control licence',
      pesticide_certification: 'NYS DEC pesticide applicator certification',
    },
    insuredThrough: 'Insured through',
    serves: 'Serves',
    call: 'Call {phone}',
  },
  boroughs: {
    Manhattan: 'Manhattan',
    Brooklyn: 'Brooklyn',
    Queens: 'Queens',
    Bronx: 'Bronx',
    'Staten Island': 'Staten Island',
  },
  listSeparator: ', ',
  sent: {
    heading: 'What you sent',
    animal: 'Animal',
    phone: 'Your phone',
    phoneHint: 'Only the last four digits are shown. If the number is wrong, call our dispatch line so the professional can reach you.',
    added: 'What you added',
  },
  species: {
    Bats: 'Bats',
    Squirrels: 'Squirrels',
    Raccoons: 'Raccoons',
    Skunks: 'Skunks',
    Mice: 'Mice',
    Rats: 'Rats',
    Birds: 'Birds',
    Snakes: 'Snakes',
    Groundhogs: 'Groundhogs',
    Other: 'Other',
    Opossum: 'Opossum',
    'Mole or vole': 'Mole or vole',
    'Fox or coyote': 'Fox or coyote',
    'Domestic cat or dog': 'Domestic cat or dog',
    'Other / not sure': 'Other / not sure',
  },
  actions: {
    heading: 'Something changed?',
    detailsLabel: 'Add details',
    detailsHint: 'Up to 500 characters: a gate code, a better time to call, what changed.',
    sendDetails: 'Send details',
    cancelGroupLabel: 'Cancel your request',
    cancelQuestion: 'Cancel this request? No professional will come.',
    confirmCancel: 'Yes, cancel my request',
    keep: 'Keep it',
    noLongerNeedHelp: 'I no longer need help',
  },
  resolved: {
    heading: 'Was the problem resolved?',
    yes: 'Yes, it is resolved',
    no: 'No, I still need help',
    thanksYes: 'Thank you for telling us. We are glad it is resolved.',
    thanksNo: 'Thank you for telling us. A dispatcher has been told and will follow up. If it is urgent, call the dispatch line now.',
    notAfterAll: 'It is not resolved after all',
  },
  toasts: {
    cancelledTitle: 'Request Cancelled',
    cancelledDescription: 'We will not send anyone. Thank you for letting us know.',
    detailsAddedTitle: 'Details Added',
    detailsAddedDescription: 'The dispatcher and your professional will see them.',
    failedTitle: 'Not Sent',
    failedDescription: 'Something went wrong. Check your connection and try again, or call us.',
  },
  // The database's own words (supabase/migrations/20261123103000_resident_status.sql).
  serverErrors: {
    PT404: "We can't find that request.",
    PT429: 'Too many updates in a short time. Please call the dispatch line.',
    P0001: 'This request is already closed.',
    '23514': 'Write up to 500 characters.',
  },
  emergency: {
    summary: 'Is it an emergency? Who to call first',
    lines: [
      'Someone is hurt, or an animal is a danger to people right now: call 911.',
      biteParagraph(EMERGENCY_EN),
      animalParagraph(EMERGENCY_EN),
      batParagraph(EMERGENCY_EN),
      'A stray, lost, sick or injured cat or dog: call 311 for Animal Care Centers of NYC (ACC). ACC does not take reports of healthy community cats; 311 can tell you about trap-neuter-return (TNR).',
      'A dead animal: don’t touch it. Report it through 311: the Department of Sanitation (DSNY) removes it from a street or sidewalk, NYC Parks handles one in a park, and 311 sends one that may have been rabid, or that bit or scratched a person or pet, to ACC.',
    ],
  },
};
