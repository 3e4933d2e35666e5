/**
 * The ZIP check's answer, loaded on demand (the form preloads it on focus) so the home page's
 * first JavaScript carries neither the ZIP list nor the coverage call.
 */
import type { ToastInput } from '@/components/toast';
import { answerZip, checkZip, type ZipAnswer } from '@/domain/zip-coverage';
import { fetchCoverage } from '@/lib/coverage';
import { COVERAGE_TIMEOUT_MS } from './constants';
import type { ZipAnswersCopy } from './copy';
import { toastForAnswer } from './messages';

export type ZipCheckOutcome = { answer: ZipAnswer; toast: ToastInput };

export async function answerZipCheck(input: string, copy: ZipAnswersCopy): Promise<ZipCheckOutcome> {
  const check = checkZip(input);
  // Only a ZIP of the five boroughs needs the database; without an answer the list decides.
  const remote = check.kind === 'supported' ? await fetchCoverage(check.zip, COVERAGE_TIMEOUT_MS) : null;
  const answer = answerZip(check, remote);
  return { answer, toast: toastForAnswer(answer, copy) };
}
