/**
 * A new step of a multi-step form (the report flow, the application wizard): its card at the
 * top of the window, not the page's hero above it, so the first field is in view on a phone;
 * its heading focused, so keyboard and screen-reader users start at the top of the step.
 */
export function showStep(heading: HTMLElement | null): void {
  if (!heading) return;
  (heading.closest('form') ?? heading).scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}
