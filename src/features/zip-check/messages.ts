import type { ToastInput } from '@/components/toast';
import { site } from '@/config/site';
import { PHONE_ONLY_MESSAGE, UNCONFIRMED_MESSAGE, fillZipText } from '@/content/coverage-messages';
import { ZIP_MESSAGES, cityLineText, unsupportedZipText } from '@/content/zip-messages';
import type { ZipAnswer } from '@/domain/zip-coverage';

/** Toasts of the ZIP check (loaded with answer.ts, on demand), exactly as docs/product-rules.md#validation and #messages write them. */
export const zipCheckMessages = {
  invalid: { ...ZIP_MESSAGES.invalid, variant: 'destructive' },
  supported: { ...ZIP_MESSAGES.supported, variant: 'success' },
  unsupported: (zip: string): ToastInput => ({
    title: ZIP_MESSAGES.unsupported.title,
    description: unsupportedZipText(zip),
    variant: 'default',
    duration: 5000,
  }),
} as const satisfies Record<string, ToastInput | ((zip: string) => ToastInput)>;

/** The toast for a full answer (domain/zip-coverage.ts answerZip): coverage told truthfully. */
export function toastForAnswer(answer: ZipAnswer): ToastInput {
  if (answer.kind === 'invalid') return zipCheckMessages.invalid;
  if (answer.kind === 'unsupported') return zipCheckMessages.unsupported(answer.zip);
  const values = { zip: answer.zip, borough: answer.borough, phone: site.phone.display };
  const cityLine = answer.cityLine ? ` ${cityLineText(answer.zip)}` : '';
  if (answer.kind === 'covered') return { ...zipCheckMessages.supported, description: `${zipCheckMessages.supported.description}${cityLine}` };
  const message = answer.kind === 'phone-only' ? PHONE_ONLY_MESSAGE : UNCONFIRMED_MESSAGE;
  return { title: message.title, description: `${fillZipText(message.description, values)}${cityLine}`, variant: 'default', duration: 10000 };
}
