import { Suspense, lazy, useEffect, useState } from 'react';
import type { ReportCommonCopy, RenterGuidanceCopy } from './copy';

const RenterGuidance = lazy(() => import('./renter-guidance'));

/**
 * The renter guidance, fetched (its code and its words, ReportCommonCopy.loadLater) the first
 * time a visitor picks 'Tenant / renter'.
 */
export function LazyRenterGuidance({ loadLater }: Pick<ReportCommonCopy, 'loadLater'>) {
  const [guidance, setGuidance] = useState<RenterGuidanceCopy | null>(null);
  useEffect(() => {
    let current = true;
    loadLater().then(
      (later) => {
        if (current) setGuidance(later.renter);
      },
      (error: unknown) => console.error('[renter guidance] could not load', error),
    );
    return () => {
      current = false;
    };
  }, [loadLater]);
  return guidance ? (
    <Suspense fallback={null}>
      <RenterGuidance guidance={guidance} />
    </Suspense>
  ) : null;
}
