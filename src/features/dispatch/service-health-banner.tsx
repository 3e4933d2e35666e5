import type { ServiceHealth } from './types';

/**
 * The service not running as it should (private.service_health): e-mail not going out, a
 * scheduled job late, a Vault secret missing. The dispatcher calls people meanwhile; the
 * problems are written for whoever runs the service.
 */
export function ServiceHealthBanner({ health }: { health: ServiceHealth | null }) {
  if (!health || health.ok) return null;
  const mail = health.problems.some((p) => /deliver-notifications|outbox|Vault/.test(p));
  return (
    <section role="alert" aria-labelledby="service-health-heading" className="rounded-xl border-2 border-amber-400 bg-amber-50 p-4">
      <h2 id="service-health-heading" className="text-lg font-bold text-amber-950">
        {mail ? 'E-mail is not being delivered' : 'A scheduled job is not running'}
      </h2>
      <p className="mt-1 text-slate-900">
        {mail
          ? `Residents and professionals may not be getting their e-mails (${health.outbox.pending} waiting). Phone anyone who needs to know something now, and tell whoever runs the service:`
          : 'Tell whoever runs the service:'}
      </p>
      <ul className="mt-2 list-disc pl-5 text-slate-900">
        {health.problems.map((p) => (
          <li key={p} className="break-words">
            {p}
          </li>
        ))}
      </ul>
    </section>
  );
}
