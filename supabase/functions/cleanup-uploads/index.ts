// cleanup-uploads: deletes application documents that were uploaded and never verified, once
// they are a day old (or their application is gone), through the Storage API, so their bytes go
// too (public.abandoned_uploads lists them; migration *_upload_limits.sql). Invoked every 10
// minutes: locally by the local Supabase, on a hosted project by pg_cron + pg_net (README
// "Scheduled jobs"). Only the service role key itself may invoke it.
import { createClient } from 'npm:@supabase/supabase-js@2.119.0';
import { jobRunRecorder } from '../_shared/job_run.ts';

const BUCKET = 'application-documents';
const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const supabase = createClient(Deno.env.get('SUPABASE_URL') ?? '', serviceKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** This run's outcome for the service's health (_shared/job_run.ts). */
const recordRun = jobRunRecorder(supabase, 'cleanup-uploads');

Deno.serve(async (req) => {
  if (req.method !== 'POST') return Response.json({ error: 'Use POST.' }, { status: 405 });
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (serviceKey === '' || token !== serviceKey) return Response.json({ error: 'Only the service role may run the cleanup.' }, { status: 403 });
  try {
    let deleted = 0;
    // A few batches a run at most; the next run takes the rest.
    for (let batch = 0; batch < 10; batch += 1) {
      const { data, error } = await supabase.rpc('abandoned_uploads', { p_limit: 100 });
      if (error) throw new Error(`abandoned_uploads: ${error.message}`);
      const rows: unknown[] = Array.isArray(data) ? data : [];
      const names = rows
        .map((row) => (typeof row === 'object' && row !== null ? (row as { name?: unknown }).name : undefined))
        .filter((name): name is string => typeof name === 'string');
      if (names.length === 0) break;
      const removed = await supabase.storage.from(BUCKET).remove(names);
      if (removed.error) throw new Error(`remove: ${removed.error.message}`);
      deleted += names.length;
      if (names.length < 100) break;
    }
    await recordRun(null);
    return Response.json({ deleted });
  } catch (error) {
    console.error('cleanup-uploads failed', error);
    const message = error instanceof Error ? error.message : String(error);
    await recordRun(message);
    return Response.json({ error: message }, { status: 500 });
  }
});
