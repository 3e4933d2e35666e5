import type { ToastInput } from '@/components/toast';
import type { ZipAnswer } from '@/domain/zip-coverage';
import type { ZipAnswersCopy, ZipToastCopy } from './copy';
import { fill } from './fill';

type Values = Readonly<Record<string, string | number>>;

const filled = (c: ZipToastCopy, values: Values = {}) => ({ title: fill(c.title, values), description: fill(c.description, values) });

/**
 * The toast for a full answer (domain/zip-coverage.ts answerZip), in the copy's language:
 * coverage told truthfully (docs/product-rules.md#validation and #messages).
 */
export function toastForAnswer(answer: ZipAnswer, copy: ZipAnswersCopy): ToastInput {
  if (answer.kind === 'invalid') return { ...filled(copy.invalid), variant: 'destructive' };
  if (answer.kind === 'unsupported') return { ...filled(copy.comingSoon, { zip: answer.zip }), variant: 'default', duration: 5000 };
  const values = { zip: answer.zip, borough: copy.boroughs[answer.borough] };
  const cityLine = answer.cityLine ? ` ${fill(copy.cityLine, values)}` : '';
  const message = answer.kind === 'covered' ? copy.serviceAvailable : answer.kind === 'phone-only' ? copy.phoneOnly : copy.unconfirmed;
  const toast = filled(message, values);
  if (answer.kind === 'covered') return { ...toast, description: `${toast.description}${cityLine}`, variant: 'success' };
  return { ...toast, description: `${toast.description}${cityLine}`, variant: 'default', duration: 10000 };
}
