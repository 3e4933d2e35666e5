import type { ReactNode } from 'react';

/** A page section with an h2 heading and optional intro. */
export function Section({
  id,
  title,
  intro,
  tone = 'white',
  children,
}: {
  id?: string;
  title: string;
  intro?: string;
  tone?: 'white' | 'muted';
  children: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section aria-labelledby={headingId} className={tone === 'muted' ? 'bg-slate-50 py-14 sm:py-16' : 'py-14 sm:py-16'}>
      <div className="container-page">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
