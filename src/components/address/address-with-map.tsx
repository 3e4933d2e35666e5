import { fullAddress, mapsUrl, type LeadAddress } from '@/domain/address';

/**
 * The property's full address with a link that opens it in a maps app (the console's lead and
 * the pro portal's job, after acceptance); the ZIP and borough for a lead without a street
 * address. `stacked` puts the link under the address (a phone's narrow card).
 */
export function AddressWithMap({ where, stacked = false }: { where: LeadAddress; stacked?: boolean }) {
  const full = fullAddress(where);
  const maps = mapsUrl(where);
  if (!full || !maps) return <>{`${where.zip} (${where.borough})`}</>;
  return (
    <span className={stacked ? 'grid justify-items-start gap-1' : 'flex flex-wrap items-baseline gap-x-3'}>
      <span>{full}</span>
      <a className="link font-semibold" href={maps} target="_blank" rel="noopener noreferrer">
        Open in Maps<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </span>
  );
}
