import { Check } from 'lucide-react';
import { STEPS, STEP_COUNT } from './steps';

/**
 * The progress bar: 'Step N of 4' as text, a bar, and the four labelled steps as an
 * ordered list with aria-current="step" on the current one.
 */
export function WizardProgress({ current }: { current: number }) {
  const percent = ((current + 1) / STEP_COUNT) * 100;
  return (
    <div className="mb-8">
      <p className="text-sm font-semibold text-brand-800">
        Step {current + 1} of {STEP_COUNT}
        <span className="sr-only">: {STEPS[current]?.label}</span>
      </p>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-brand-700 transition-[width] duration-300 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      <ol aria-label="Application steps" className="mt-4 grid grid-cols-4 gap-2">
        {STEPS.map((step, index) => {
          const done = index < current;
          const here = index === current;
          return (
            <li key={step.path} aria-current={here ? 'step' : undefined} className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:text-left">
              <span
                aria-hidden="true"
                className={[
                  'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  done ? 'bg-brand-700 text-white' : here ? 'bg-brand-700 text-white ring-4 ring-brand-100' : 'bg-slate-200 text-slate-700',
                ].join(' ')}
              >
                {done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span className={`text-xs leading-tight sm:text-sm ${here ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
                {step.label}
                {done ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
