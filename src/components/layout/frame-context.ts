import { createContext, useContext } from 'react';
import type { ChromeCopy } from '@/content/chrome';

/**
 * The frame's words of the page's language, provided by the shell (src/app/root-layout.tsx),
 * which loads them before the first render. Pages read them here instead of importing a
 * language's module, so each language's frame stays one chunk that only its pages load.
 */
export const FrameContext = createContext<ChromeCopy | null>(null);

export function useChromeCopy(): ChromeCopy {
  const chrome = useContext(FrameContext);
  if (!chrome) throw new Error('The page rendered outside the shell: no frame words loaded.');
  return chrome;
}
