import { callRpc, type RpcResult } from '@/lib/rpc';
import type { ProCredential } from '@/domain/dispatch';

/** Why a request was closed, as lead_status tells the resident. */
export const RESIDENT_CANCEL_REASONS = ['resident', 'duplicate', 'outside_service_area', 'referred_to_agency', 'closed'] as const;
export type ResidentCancelReason = (typeof RESIDENT_CANCEL_REASONS)[number];

/** What rpc/lead_status answers (the same keys for an unknown token). */
export type LeadStatus = {
  found: boolean;
  reference: string | null;
  received_at: string | null;
  stage: 'received' | 'looking' | 'assigned' | 'completed' | 'cancelled' | null;
  looking_since: string | null;
  assigned_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  /** Why a cancelled request was closed, in words for the resident (spam and internal reasons read 'closed'). */
  cancel_reason: ResidentCancelReason | null;
  waiting_too_long: boolean;
  /** The phone the resident gave, all but its last four digits hidden: '(•••) •••-0142'. */
  phone_masked: string | null;
  /** The lead's species (leads.wanted_species) and the animal type of a /contact report. */
  species: string[] | null;
  animal_type: string | null;
  wait_hours: number;
  professional: {
    business_name: string;
    /** Which NYS DEC credential `license_number` is the number of. */
    credential: ProCredential;
    license_number: string;
    insured_through: string;
    phone: string;
    boroughs: string[];
  } | null;
  /** What the resident added on this page, oldest first (absent from answers of older databases). */
  resident_notes?: { at: string; note: string }[];
};

/** A token is 43 URL-safe characters; anything else is not worth a request. */
export const STATUS_TOKEN_PATTERN = '[A-Za-z0-9_-]{43}';
export const isToken = (token: string) => new RegExp(`^${STATUS_TOKEN_PATTERN}$`).test(token);

export const fetchStatus = (token: string): Promise<RpcResult<LeadStatus>> => callRpc<LeadStatus>('lead_status', { p_token: token });
export const cancelRequest = (token: string) => callRpc<null>('cancel_by_resident', { p_token: token });
export const addDetails = (token: string, note: string) => callRpc<null>('add_details_by_resident', { p_token: token, p_note: note });
