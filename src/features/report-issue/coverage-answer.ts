/**
 * Loaded on demand (coverage.ts): whether the ZIP's borough has an active professional, and if
 * not, what the forms say instead of promising a professional.
 */
import { site } from '@/config/site';
import { PHONE_ONLY_MESSAGE, PHONE_ONLY_SENT, fillZipText } from '@/content/coverage-messages';
import { answerZip, checkZip } from '@/domain/zip-coverage';
import { fetchCoverage } from '@/lib/coverage';
import type { PhoneOnlyNote } from './coverage';

export async function phoneOnlyFor(zip: string): Promise<PhoneOnlyNote | null> {
  const check = checkZip(zip);
  if (check.kind !== 'supported') return null;
  const answer = answerZip(check, await fetchCoverage(check.zip));
  if (answer.kind !== 'phone-only') return null;
  const values = { borough: answer.borough, phone: site.phone.display };
  return { borough: answer.borough, notice: fillZipText(PHONE_ONLY_MESSAGE.description, values), sent: fillZipText(PHONE_ONLY_SENT, values) };
}
