import type { ReactNode } from 'react';

/** The top of a page: the one h1, a subtitle, and an optional slot (form, ZIP check, art). */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
  aside,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Under the subtitle: buttons, the ZIP check. */
  children?: ReactNode;
  /** Right column on wide screens: the lead form or an illustration. */
  aside?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-950 to-brand-900 text-white">
      <div className={`container-page grid gap-10 py-12 sm:py-16 ${aside ? 'lg:grid-cols-[1.1fr_1fr] lg:items-start' : ''}`}>
        <div className="max-w-3xl">
          {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-urgent-500 uppercase">{eyebrow}</p> : null}
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h1>
          {subtitle ? <p className="mt-4 text-lg leading-relaxed text-brand-100 sm:text-xl">{subtitle}</p> : null}
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}
