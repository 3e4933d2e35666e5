/**
 * Google Maps' universal search link (it opens the Maps app on a phone and the web elsewhere):
 * the address goes after it, URL-encoded (src/domain/address.ts mapsUrl). Kept apart from
 * site.ts, which reads the build's environment, so pure modules can import it anywhere.
 */
export const MAPS_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';
