import { useWatch, type Control } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { boroughForZip } from '@/domain/zip-coverage';
import type { AnimalType, Duration } from '@/domain/options';
import { emptyContactDraft, type ContactDraft } from './contact-schema';
import type { ContactFlowCopy } from './copy';

/** How much of the description the summary shows. */
const EXCERPT = 160;

function excerpt(text: string): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  return clean.length <= EXCERPT ? clean : `${clean.slice(0, EXCERPT - 1).trimEnd()}…`;
}

type Section = { id: 'where' | 'what' | 'how'; step: 1 | 2 | 3; lines: string[] };

/**
 * Step 4's "Review and send": where (address, ZIP and borough, property), what (animal, how
 * long, the description's start, the situations) and how the pro will reach the resident (name,
 * phone, e-mail, the channels chosen), each with an Edit link to its step, so a typo in the
 * phone number is seen before sending.
 */
export function ReviewSummary({ copy, control, editPath }: { copy: ContactFlowCopy; control: Control<ContactDraft, unknown, unknown>; editPath: (step: 1 | 2 | 3) => string }) {
  const { flow, options } = copy;
  const values: ContactDraft = { ...emptyContactDraft, ...useWatch({ control }) } as ContactDraft;
  const borough = boroughForZip(values.zipCode);
  const sections: Section[] = [
    {
      id: 'where',
      step: 1,
      lines: [
        [values.streetAddress.trim(), values.unit.trim()].filter(Boolean).join(', '),
        [values.zipCode, borough ? flow.boroughs[borough] : ''].filter(Boolean).join(' · '),
        copy.options.propertyTypes[values.propertyType as keyof typeof copy.options.propertyTypes] ?? '',
      ],
    },
    {
      id: 'what',
      step: 2,
      lines: [
        [options.animalTypes[values.animalType as AnimalType], options.durations[values.duration as Duration]].filter(Boolean).join(' · '),
        excerpt(values.description),
        values.situations.map((s) => options.situations[s]).join(' · '),
      ],
    },
    {
      id: 'how',
      step: 3,
      lines: [
        values.fullName.trim(),
        values.phone,
        values.email.trim(),
        [values.contactMethod.phone ? flow.byPhone : '', values.contactMethod.email ? flow.byEmail : ''].filter(Boolean).join(' · '),
      ],
    },
  ];
  return (
    <div className="grid gap-3">
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={`review-${s.id}`} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <div className="flex items-baseline justify-between gap-3">
            <h3 id={`review-${s.id}`} className="font-semibold text-slate-900">
              {flow.reviewSections[s.id]}
            </h3>
            <Link to={editPath(s.step)} className="link text-sm font-semibold">
              {flow.edit}
              <span className="sr-only"> {flow.reviewSections[s.id]}</span>
            </Link>
          </div>
          <ul className="mt-1 grid gap-0.5 text-slate-800" data-testid={`review-${s.id}`}>
            {s.lines
              .filter((line) => line !== '')
              .map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
