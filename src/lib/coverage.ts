/**
 * Whether a ZIP's borough has an active professional right now, from the database function
 * public.zip_coverage (supabase/migrations/20261124130100_report_truth.sql): the borough and a
 * boolean, nothing else. Plain fetch (lib/rpc.ts), so the home page's ZIP check loads no
 * supabase-js. Null when the answer cannot be had (network or service down, an odd reply): the
 * caller then answers from the static ZIP list.
 */
import { BOROUGHS, type Borough } from '@/domain/options';
import { callRpc } from './rpc';

export type Coverage = { borough: Borough | null; covered: boolean };

function isCoverage(value: unknown): value is Coverage {
  if (typeof value !== 'object' || value === null) return false;
  const { borough, covered } = value as Record<string, unknown>;
  return typeof covered === 'boolean' && (borough === null || (BOROUGHS as readonly unknown[]).includes(borough));
}

export async function fetchCoverage(zip: string, timeoutMs?: number): Promise<Coverage | null> {
  const result = await callRpc<unknown>('zip_coverage', { p_zip: zip }, { timeoutMs });
  return result.ok && isCoverage(result.data) ? result.data : null;
}
