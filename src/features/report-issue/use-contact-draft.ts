import { createSessionDraft } from '@/lib/session-draft';
import { storedContactDraftSchema } from './contact-schema';

/** The /contact flow's answers, kept for this tab so a reload loses nothing. */
export const contactDraftStore = createSessionDraft('nyc-wildlife-dispatch:contact-draft', storedContactDraftSchema);
