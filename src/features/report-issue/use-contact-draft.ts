import { createSessionDraft } from '@/lib/session-draft';
import { storedContactDraftSchema } from './contact-schema';

/** Where the draft is kept (the boot script of /contact starts the code at once when it is there). */
export const CONTACT_DRAFT_KEY = 'nyc-wildlife-dispatch:contact-draft';

/** The /contact flow's answers, kept for this tab so a reload loses nothing. */
export const contactDraftStore = createSessionDraft(CONTACT_DRAFT_KEY, storedContactDraftSchema);
