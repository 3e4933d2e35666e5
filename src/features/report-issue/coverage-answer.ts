/**
 * Loaded on demand (coverage.ts): whether the ZIP's borough has an active professional, and if
 * not, what the forms say instead of promising a professional.
 */
import { answerZip, checkZip } from '@/domain/zip-coverage';
import { fetchCoverage } from '@/lib/coverage';
import type { ReportLaterCopy } from './copy';
import type { PhoneOnlyNote } from './coverage';
import { fill } from './template';

export async function phoneOnlyFor(zip: string, copy: ReportLaterCopy): Promise<PhoneOnlyNote | null> {
  const check = checkZip(zip);
  if (check.kind !== 'supported') return null;
  const answer = answerZip(check, await fetchCoverage(check.zip));
  if (answer.kind !== 'phone-only') return null;
  const values = { borough: copy.boroughs[answer.borough] };
  return { borough: answer.borough, notice: fill(copy.phoneOnlyNotice, values), sent: fill(copy.phoneOnlySent, values) };
}
