export type ProcessStep = { number: string; title: string; description: string };

/** The three-step process: report, we find an expert, a pro contacts you. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step) => (
        <li key={step.number} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span aria-hidden="true" className="text-4xl font-extrabold text-urgent-600">
            {step.number}
          </span>
          <h3 className="mt-2 text-lg font-semibold text-slate-900">
            <span className="sr-only">Step {Number(step.number)}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
