import type { Borough } from './options';

/**
 * ZIP coverage: the standard residential delivery ZIP codes of the five boroughs
 * (docs/product-rules.md#data "ZIP coverage"; counts kept near 37 / 38 / 25 / 59 / 12, which
 * zip-coverage.test.ts checks).
 *
 * What is left out on purpose:
 * - PO-box-only and single-building / single-firm ZIPs (e.g. 10008, 10020, 10041-10286
 *   building codes, 11202, 11241-11256, 11380/11381/11386, 11431, 11439, 11451, 10313);
 * - the two airports (11371 LaGuardia, 11430 JFK), Fort Totten (11359) and Fort Tilden (11695),
 *   where no resident lives who could hire a professional;

 * Manhattan has 44 codes, six above the approximate 38: 10004 and 10006 (Financial
 * District, Battery) and 10069 (Riverside South) are real residential delivery ZIPs, and a
 * resident there must not be told "Coming Soon!". The count test allows Manhattan that.
 *
 * ZIPs that straddle a line, and how they are assigned:
 * - 11385 (Ridgewood / Glendale) also covers a slice of Bushwick in Brooklyn. It is listed
 *   under Queens, where most of its addresses are.
 * - 11004 (Glen Oaks) and 11005 (Floral Park / Glen Oaks Village) are Queens delivery areas that
 *   share a post office name with Nassau County; they are listed under Queens.
 * - 11001 (Floral Park) and 11040 (New Hyde Park) cross the city line: most of their addresses
 *   are in Nassau County, but the Queens neighbourhoods of Bellerose, Floral Park and New Hyde
 *   Park (Queens) get their mail on them. Refusing them would turn those New Yorkers away, so
 *   they are listed under Queens (CITY_LINE_ZIPS below), and the forms say that only the
 *   Queens addresses on them are served.
 * - 10463 (Kingsbridge / Riverdale) includes Marble Hill, which is legally part of Manhattan
 *   (New York County); the ZIP is a Bronx delivery area and is listed under the Bronx.
 * No ZIP appears in two boroughs (a unit test checks it).
 */
export const ZIP_COVERAGE = {
  // 38 codes: 11201, 11203-11226, 11228-11239, plus 11249 (Williamsburg waterfront).
  Brooklyn: [
    '11201', '11203', '11204', '11205', '11206', '11207', '11208', '11209', '11210', '11211',
    '11212', '11213', '11214', '11215', '11216', '11217', '11218', '11219', '11220', '11221',
    '11222', '11223', '11224', '11225', '11226', '11228', '11229', '11230', '11231', '11232',
    '11233', '11234', '11235', '11236', '11237', '11238', '11239', '11249',
  ],
  // 44 codes: 10001-10040 without 10008, 10015, 10020; plus Roosevelt Island (10044),
  // Riverside South (10069), the Upper East Side codes split from 10021 (10065, 10075),
  // 10128, and Battery Park City (10280, 10282).
  Manhattan: [
    '10001', '10002', '10003', '10004', '10005', '10006', '10007', '10009', '10010', '10011', '10012', '10013',
    '10014', '10016', '10017', '10018', '10019', '10021', '10022', '10023', '10024', '10025',
    '10026', '10027', '10028', '10029', '10030', '10031', '10032', '10033', '10034', '10035',
    '10036', '10037', '10038', '10039', '10040', '10044', '10065', '10069', '10075', '10128', '10280',
    '10282',
  ],
  // 25 codes: 10451-10475.
  Bronx: [
    '10451', '10452', '10453', '10454', '10455', '10456', '10457', '10458', '10459', '10460',
    '10461', '10462', '10463', '10464', '10465', '10466', '10467', '10468', '10469', '10470',
    '10471', '10472', '10473', '10474', '10475',
  ],
  // 62 codes: eastern Queens on the Nassau line (11001 and 11040 shared with Nassau County),
  // Long Island City / Astoria, northern and central Queens, southern Queens (Jamaica and
  // around), and the Rockaways.
  Queens: [
    '11001', '11004', '11005', '11040', '11101', '11102', '11103', '11104', '11105', '11106',
    '11109', '11354', '11355', '11356', '11357', '11358', '11360', '11361', '11362', '11363',
    '11364', '11365', '11366', '11367', '11368', '11369', '11370', '11372', '11373', '11374',
    '11375', '11377', '11378', '11379', '11385', '11411', '11412', '11413', '11414', '11415',
    '11416', '11417', '11418', '11419', '11420', '11421', '11422', '11423', '11426', '11427',
    '11428', '11429', '11432', '11433', '11434', '11435', '11436', '11691', '11692', '11693',
    '11694', '11697',
  ],
  // 12 codes: 10301-10310, 10312, 10314.
  StatenIsland: [
    '10301', '10302', '10303', '10304', '10305', '10306', '10307', '10308', '10309', '10310',
    '10312', '10314',
  ],
} as const satisfies Record<
  'Brooklyn' | 'Manhattan' | 'Bronx' | 'Queens' | 'StatenIsland',
  readonly string[]
>;

export type ZipGroup = keyof typeof ZIP_COVERAGE;

/** The borough value (options.ts) for each coverage group. */
const GROUP_BOROUGH = {
  Brooklyn: 'Brooklyn',
  Manhattan: 'Manhattan',
  Bronx: 'Bronx',
  Queens: 'Queens',
  StatenIsland: 'Staten Island',
} as const satisfies Record<ZipGroup, Borough>;

const ZIP_TO_BOROUGH: ReadonlyMap<string, Borough> = new Map(
  (Object.keys(ZIP_COVERAGE) as ZipGroup[]).flatMap((group) =>
    ZIP_COVERAGE[group].map((zip): [string, Borough] => [zip, GROUP_BOROUGH[group]]),
  ),
);

/** Every supported ZIP, all five boroughs together. */
export const SUPPORTED_ZIPS: ReadonlySet<string> = new Set(ZIP_TO_BOROUGH.keys());

/**
 * ZIPs listed under a borough that also deliver outside the city (to Nassau County): only
 * their New York City addresses are served, and the forms say so.
 */
export const CITY_LINE_ZIPS: ReadonlySet<string> = new Set(['11001', '11040']);

const ZIP_PATTERN = /^\d{5}$/;

/** Exactly five ASCII digits, nothing else (no trimming: see checkZip for user input). */
export function isValidZip(zip: string): boolean {
  return ZIP_PATTERN.test(zip);
}

/** The borough of a supported ZIP, or null when the ZIP is not covered (or not a ZIP). */
export function boroughForZip(zip: string): Borough | null {
  return ZIP_TO_BOROUGH.get(zip) ?? null;
}

export type ZipCheck =
  | { kind: 'invalid' }
  | { kind: 'unsupported'; zip: string }
  | { kind: 'supported'; zip: string; borough: Borough };

/**
 * Classify what a visitor typed: surrounding spaces are ignored; anything that is not
 * exactly five digits is invalid; a valid ZIP outside the five boroughs is unsupported.
 */
export function checkZip(input: string): ZipCheck {
  const zip = input.trim();
  if (!isValidZip(zip)) return { kind: 'invalid' };
  const borough = boroughForZip(zip);
  return borough === null ? { kind: 'unsupported', zip } : { kind: 'supported', zip, borough };
}

/**
 * The full answer for a ZIP: the static list (invalid / outside the five boroughs) plus whether
 * an active professional covers its borough right now (`remote`, from the database; null when
 * it could not be asked). 'covered': "Service Available!"; 'phone-only': no active professional
 * there, requests go through the dispatch line for now; 'unconfirmed': in the five boroughs, but
 * availability is unknown. `cityLine`: the ZIP also delivers outside the city (CITY_LINE_ZIPS).
 */
export type ZipAnswer =
  | { kind: 'invalid' }
  | { kind: 'unsupported'; zip: string }
  | { kind: 'covered' | 'phone-only' | 'unconfirmed'; zip: string; borough: Borough; cityLine: boolean };

export function answerZip(check: ZipCheck, remote: { covered: boolean } | null): ZipAnswer {
  if (check.kind !== 'supported') return check;
  const kind = remote === null ? 'unconfirmed' : remote.covered ? 'covered' : 'phone-only';
  return { kind, zip: check.zip, borough: check.borough, cityLine: CITY_LINE_ZIPS.has(check.zip) };
}
