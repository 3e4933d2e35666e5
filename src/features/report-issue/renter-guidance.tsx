import { Home } from 'lucide-react';
import type { RenterGuidanceCopy } from './copy';

export type RenterGuidanceProps = { guidance: RenterGuidanceCopy };

/**
 * Shown by both report forms when the property type is 'Tenant / renter', before the report is
 * sent: what the landlord must do, HPD through 311, MyNYCHA. Loaded on demand (React.lazy) so
 * the forms' first JavaScript does not carry it.
 */
export function RenterGuidance({ guidance: g }: RenterGuidanceProps) {
  return (
    <section aria-labelledby="renter-guidance-heading" className="my-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-800">
      <h3 id="renter-guidance-heading" className="flex items-center gap-2 text-base font-bold text-slate-900">
        <Home aria-hidden="true" className="size-5 text-brand-700" />
        {g.title}
      </h3>
      <p className="mt-2 text-sm">{g.intro}</p>
      <ul className="mt-2 grid list-disc gap-2 pl-5 text-sm">
        {g.points.map((p) => (
          <li key={p.heading}>
            <strong>{p.heading}</strong> {p.text}
            {p.link ? (
              <>
                {' '}
                <a href={p.link.href} className="link" target="_blank" rel="noreferrer">
                  {p.link.label}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">{g.stillReport}</p>
    </section>
  );
}

export default RenterGuidance;
