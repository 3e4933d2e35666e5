import { StrictMode, Suspense } from 'react';
import { RootLayout } from './root-layout';

/**
 * The application inside whichever router the environment provides. The frame is a Suspense
 * boundary of its own: hydration then commits the root at once and adopts the frame (and, inside
 * it, the header, the page and the footer) in time-sliced steps, instead of rendering the frame
 * in the one synchronous task React gives a root's first render. A tap hydrates its way at once.
 */
export function App() {
  return (
    <StrictMode>
      <Suspense fallback={null}>
        <RootLayout />
      </Suspense>
    </StrictMode>
  );
}
