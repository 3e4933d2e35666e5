/**
 * The property's address as the back office shows it (the console, the pro portal's job) and
 * the link that opens it in a maps app.
 */
import { MAPS_SEARCH_URL } from '@/config/maps';

export type LeadAddress = {
  address: string | null;
  unit?: string | null;
  /** The city the resident typed (the single form asks it; the /contact flow does not). */
  city?: string | null;
  borough: string;
  zip: string;
};

/** '120 Broadway, Apt 3, New York, NY 10005': the city typed, else the borough. Null without a street address. */
export function fullAddress(a: LeadAddress): string | null {
  const street = a.address?.trim();
  if (!street) return null;
  const city = a.city?.trim() || a.borough;
  return [street, a.unit?.trim(), city, `NY ${a.zip}`].filter(Boolean).join(', ');
}

/**
 * A maps link for the address (Google Maps' universal search link, MAPS_SEARCH_URL, which opens
 * the Maps app on a phone and the web elsewhere). The unit is left out (maps do not know
 * apartments). Null without a street address.
 */
export function mapsUrl(a: LeadAddress): string | null {
  const street = a.address?.trim();
  if (!street) return null;
  const query = [street, a.city?.trim() || a.borough, `NY ${a.zip}`].join(', ');
  return `${MAPS_SEARCH_URL}${encodeURIComponent(query)}`;
}
