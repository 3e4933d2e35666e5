import { Link } from 'react-router-dom';
import { Phone } from 'lucide-react';
import { site } from '@/config/site';
import type { Borough, LeadSpecies } from '@/domain/options';

export type LeadFormSlotProps = { species?: LeadSpecies; borough?: Borough; sourcePage: string; heading?: string };

/**
 * Where the single lead form sits on borough and species pages. Until the form lands,
 * it points the visitor to the report flow and the phone line.
 */
export function LeadFormSlot({ heading = 'Get Help Now' }: LeadFormSlotProps) {
  return (
    <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-xl">
      <h2 className="text-xl font-bold text-slate-900">{heading}</h2>
      <p className="mt-2 text-slate-700">Tell us about the problem and we will pass it to one licensed pro in your borough.</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/contact" className="btn-primary">
          Report an Issue
        </Link>
        <a href={site.phone.href} className="btn-outline">
          <Phone aria-hidden="true" className="size-5" />
          {site.phone.display}
        </a>
      </div>
    </div>
  );
}
