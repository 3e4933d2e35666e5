/**
 * The Supabase project and the payment page, read from VITE_ variables as config/site.ts reads
 * the brand's (an unset variable takes the local default, a malformed one fails the build).
 * A module of their own, so the project's key is loaded by the pages that call the database or
 * take a payment, not by every page's first load.
 */
import { isUrl, read, readOptional } from './site';

const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/** The Supabase CLI's public demo anon key (safe to publish: RLS is the barrier). */
const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

// Each variable is named in full: Vite then inlines only these, never the whole environment.
const paymentUrl = readOptional('VITE_PAYMENT_URL', import.meta.env.VITE_PAYMENT_URL, isUrl, 'an http(s) URL');
const supabaseUrl = read('VITE_SUPABASE_URL', import.meta.env.VITE_SUPABASE_URL, LOCAL_SUPABASE_URL, isUrl, 'an http(s) URL').replace(/\/+$/, '');
const anonKey = read('VITE_SUPABASE_ANON_KEY', import.meta.env.VITE_SUPABASE_ANON_KEY, LOCAL_SUPABASE_ANON_KEY, (v) => v.length >= 20, 'the project anon key');

export const backend = {
  supabase: { url: supabaseUrl, anonKey },
  /** Hosted card-payment page; when unset, the local Supabase's test checkout is used. */
  paymentUrl: paymentUrl ?? `${supabaseUrl}/test-checkout`,
  paymentIsTest: paymentUrl === undefined,
} as const;
