import { Suspense, lazy } from 'react';

const RenterGuidance = lazy(() => import('./renter-guidance'));

/** The renter guidance, fetched the first time a visitor picks 'Tenant / renter'. */
export function LazyRenterGuidance() {
  return (
    <Suspense fallback={null}>
      <RenterGuidance />
    </Suspense>
  );
}
