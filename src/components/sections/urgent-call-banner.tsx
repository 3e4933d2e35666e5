import { site } from '@/config/site';
import { Icon } from '@/components/icons/icon';

/** The urgent-issue banner with a call button to the 24/7 dispatch line. */
export function UrgentCallBanner({ title, text, label = 'Urgent help', callLabel }: { title: string; text: string; label?: string; callLabel?: string }) {
  return (
    <section aria-label={label} className="border-y border-urgent-100 bg-urgent-50">
      <div className="container-page flex flex-col gap-4 py-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Icon name="siren" className="mt-0.5 size-7 shrink-0 text-urgent-700" />
          <div>
            <p className="text-lg font-bold text-slate-900">{title}</p>
            <p className="text-slate-700">{text}</p>
          </div>
        </div>
        <a href={site.phone.href} className="btn-primary shrink-0">
          <Icon name="phone" className="size-5" />
          {callLabel ?? `Call ${site.phone.display}`}
        </a>
      </div>
    </section>
  );
}
