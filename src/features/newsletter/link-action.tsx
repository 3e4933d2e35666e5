import { useState } from 'react';
import { StatusButton } from '@/components/form';
import type { Result } from '@/lib/result';
import type { TokenOutcome } from './link-api';
import { newsletterLinkCopy } from './link-messages';

type Copy = (typeof newsletterLinkCopy)['confirm' | 'unsubscribe'];

/**
 * The page behind a newsletter e-mail link: one button that uses the link's token. Nothing
 * happens on opening the page (mail scanners open links too); the visitor's press does it.
 */
export function NewsletterLinkAction({ token, copy, act }: { token: string; copy: Copy; act: (token: string) => Promise<Result<TokenOutcome>> }) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<TokenOutcome | 'failed' | null>(null);

  async function press() {
    setPending(true);
    const result = await act(token);
    setPending(false);
    setOutcome(result.ok ? result.data : 'failed');
  }

  if (outcome === 'done' || outcome === 'invalid') {
    return (
      <p role="status" className="mt-4 text-lg text-slate-800">
        {outcome === 'done' ? copy.done : copy.invalid}
      </p>
    );
  }
  return (
    <div className="mt-4 grid gap-4">
      <p className="text-lg text-slate-800">{copy.intro}</p>
      {outcome === 'failed' ? (
        <p role="alert" className="text-red-700">
          {newsletterLinkCopy.failed}
        </p>
      ) : null}
      <StatusButton type="button" pending={pending} className="justify-self-start" onClick={() => void press()}>
        {copy.button}
      </StatusButton>
    </div>
  );
}
