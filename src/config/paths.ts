import { APPLY_PATH, CONTACT_PATH, DISPATCH_PATH, PRO_PATH } from '../../supabase/functions/_shared/site-paths.ts';

/**
 * The site's paths, declared once: here and, for those the e-mails and texts link to as well,
 * in supabase/functions/_shared/site-paths.ts (its constants re-exported; its link builders are
 * the messages' own, so no page chunk carries them). Lint refuses these paths as literals
 * anywhere else in src/.
 */
export {
  APPLICATION_PAID_PATH,
  APPLY_PATH,
  CONTACT_PATH,
  DISPATCH_PATH,
  NEWSLETTER_PATH,
  PRO_PATH,
  STATUS_PATH,
} from '../../supabase/functions/_shared/site-paths.ts';

/** The steps of the multi-step flows: the route table, the report flow and the application wizard import them. */
export const CONTACT_STEP_PATHS = [CONTACT_PATH, `${CONTACT_PATH}/step-2`, `${CONTACT_PATH}/step-3`, `${CONTACT_PATH}/step-4`] as const;
export const CONTACT_SUCCESS_PATH = `${CONTACT_PATH}/success`;
export const APPLY_STEP_PATHS = [APPLY_PATH, `${APPLY_PATH}/step-2`, `${APPLY_PATH}/step-3`, `${APPLY_PATH}/step-4`] as const;
export const APPLY_SUCCESS_PATH = `${APPLY_PATH}/success`;

/**
 * Where staff and professionals work: these pages get a compact shell of their own (no public
 * header, phone button or footer), so the queue and the jobs start at the top of the screen.
 */
export const WORKSPACE_PATHS = [DISPATCH_PATH, PRO_PATH] as const;

/** Whether an (English) path belongs to the console or the portal. */
export function isWorkspacePath(pathname: string): boolean {
  return WORKSPACE_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The query parameter that chooses the animal when the report flow opens (`/es/contact?animal=Raccoon`). */
export const ANIMAL_PARAM = 'animal';
