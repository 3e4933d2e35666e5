/**
 * The paths of the multi-step flows, declared once: the route table (src/app/route-table.ts),
 * the report flow and the application wizard all import them.
 */
export const CONTACT_STEP_PATHS = ['/contact', '/contact/step-2', '/contact/step-3', '/contact/step-4'] as const;
export const CONTACT_SUCCESS_PATH = '/contact/success';
export const APPLY_STEP_PATHS = ['/apply', '/apply/step-2', '/apply/step-3', '/apply/step-4'] as const;
export const APPLY_SUCCESS_PATH = '/apply/success';
export const APPLICATION_PAID_PATH = '/application-paid';

/**
 * Where staff and professionals work: these pages get a compact shell of their own (no public
 * header, phone button or footer), so the queue and the jobs start at the top of the screen.
 */
export const WORKSPACE_PATHS = ['/dispatch', '/pro'] as const;

/** Whether an (English) path belongs to the console or the portal. */
export function isWorkspacePath(pathname: string): boolean {
  return WORKSPACE_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The query parameter that chooses the animal when the report flow opens (`/es/contact?animal=Raccoon`). */
export const ANIMAL_PARAM = 'animal';
