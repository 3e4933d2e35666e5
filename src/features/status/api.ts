import { PRO_CREDENTIALS } from '@/domain/dispatch';
import { builtOnUse, z } from '@/domain/zod';
import { callRpc, callRpcParsed, type RpcResult } from '@/lib/rpc';

/** Why a request was closed, as lead_status tells the resident. */
export const RESIDENT_CANCEL_REASONS = ['resident', 'duplicate', 'outside_service_area', 'referred_to_agency', 'closed'] as const;
export type ResidentCancelReason = (typeof RESIDENT_CANCEL_REASONS)[number];

/** What rpc/lead_status answers (the same keys for an unknown token), parsed where it arrives. */
export const leadStatusSchema = builtOnUse(() => {
  const maybeText = z.nullable(z.string());
  return z.object({
    found: z.boolean(),
    reference: maybeText,
    received_at: maybeText,
    stage: z.nullable(z.enum(['received', 'looking', 'assigned', 'completed', 'cancelled'])),
    looking_since: maybeText,
    assigned_at: maybeText,
    completed_at: maybeText,
    cancelled_at: maybeText,
    /** Why a cancelled request was closed, in words for the resident (spam and internal reasons read 'closed'). */
    cancel_reason: z.nullable(z.enum(RESIDENT_CANCEL_REASONS)),
    waiting_too_long: z.boolean(),
    /** The phone the resident gave, all but its last four digits hidden: '(•••) •••-0142'. */
    phone_masked: maybeText,
    /** The lead's species (leads.wanted_species) and the animal type of a /contact report. */
    species: z.nullable(z.array(z.string())),
    animal_type: maybeText,
    wait_hours: z.number(),
    professional: z.nullable(
      z.object({
        business_name: z.string(),
        /** Which NYS DEC credential `license_number` is the number of. */
        credential: z.enum(PRO_CREDENTIALS),
        license_number: z.string(),
        insured_through: z.string(),
        phone: z.string(),
        boroughs: z.array(z.string()),
      }),
    ),
    /** What the resident added on this page, oldest first (absent from answers of older databases). */
    resident_notes: z.optional(z.array(z.object({ at: z.string(), note: z.string() }))),
    /** After the job, whether the resident said the problem is resolved (null: not said; absent from older databases). */
    resolved: z.optional(z.nullable(z.boolean())),
    /** Automatic dispatch handed the request to a person, who is finding someone (absent from older databases). */
    needs_person: z.optional(z.boolean()),
  });
});
export type LeadStatus = z.output<ReturnType<typeof leadStatusSchema>>;

/** A token is 43 URL-safe characters; anything else is not worth a request. */
export const STATUS_TOKEN_PATTERN = '[A-Za-z0-9_-]{43}';
export const isToken = (token: string) => new RegExp(`^${STATUS_TOKEN_PATTERN}$`).test(token);

export const fetchStatus = (token: string): Promise<RpcResult<LeadStatus>> => callRpcParsed('lead_status', { p_token: token }, leadStatusSchema());
export const cancelRequest = (token: string) => callRpc<null>('cancel_by_resident', { p_token: token });
export const addDetails = (token: string, note: string) => callRpc<null>('add_details_by_resident', { p_token: token, p_note: note });
export const answerResolved = (token: string, resolved: boolean) => callRpc<null>('resident_resolved', { p_token: token, p_resolved: resolved });
