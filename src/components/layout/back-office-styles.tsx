import backOfficeHref from '@/back-office.css?url';

/**
 * The back office's style sheet (src/back-office.css), linked by the console and the portal only:
 * a page of copy neither loads nor waits for it. React places it after the site's sheet (marked
 * as the first precedence, see vite.config.ts), where it must be, since it repeats that sheet's
 * rules in Tailwind's one order and adds the back office's; a client-side navigation waits for it
 * before showing the console, as the prerendered shells do.
 */
export function BackOfficeStyles() {
  return <link rel="stylesheet" href={backOfficeHref} precedence="back-office" />;
}
