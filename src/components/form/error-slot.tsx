import { useState } from 'react';

/**
 * A field's error line that never shrinks while its field is on screen. Fields validate when
 * they lose focus, and the pointer that took the focus away is often on its way to the step's
 * button: if the fixed field's error vanished then, everything below would move up under the
 * pointer and the press would land beside the button (a Submit that "does nothing"). So once a
 * message has been shown, the slot keeps its last text, invisible and unannounced, until the
 * field leaves the page.
 */
export function ErrorSlot({ id, error, className = '' }: { id: string | undefined; error: string | undefined; className?: string }) {
  const [last, setLast] = useState<string | undefined>(error);
  // Remember the newest message during render (React's "adjust state while rendering" pattern).
  if (error && error !== last) setLast(error);
  const shown = error ?? last;
  if (!shown && !className.includes('min-h')) return null;
  return (
    <p id={id} aria-hidden={error ? undefined : true} className={`text-sm font-medium text-red-700 ${error ? '' : 'invisible'} ${className}`}>
      {shown ?? ''}
    </p>
  );
}
