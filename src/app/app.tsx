import { StrictMode } from 'react';
import { RootLayout } from './root-layout';

/** The application inside whichever router the environment provides. */
export function App() {
  return (
    <StrictMode>
      <RootLayout />
    </StrictMode>
  );
}
