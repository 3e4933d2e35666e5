/**
 * A scheduled function's run in private.scheduled_jobs (public.record_job_run, service role;
 * migration 20261126160000_scheduled_jobs.sql): null is a success, a string the run's error.
 * Failing to record is logged, never thrown: the run's own answer matters more.
 */
interface RpcClient {
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<{ error: { message: string } | null }>;
}

export function jobRunRecorder(client: RpcClient, job: string): (error: string | null) => Promise<void> {
  return async (error) => {
    const { error: failed } = await client.rpc('record_job_run', { p_job: job, p_error: error });
    if (failed) console.error(`${job}: could not record the run: ${failed.message}`);
  };
}
