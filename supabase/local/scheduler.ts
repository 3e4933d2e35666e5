/**
 * What pg_cron runs on a hosted project, run by the local Supabase itself: each job every
 * `everyMs`, never two runs of one job at once, errors logged and retried on the next tick.
 * Jobs run through the server's request queue, so they see the database as a request would.
 *
 * Hosted, the migrations schedule the same jobs with pg_cron (README "Scheduled jobs").
 */
export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface Scheduler {
  /** Adds a job (started at once when the scheduler is running). */
  add(job: Job): void;
  /** Runs a job now, outside its schedule (tests); resolves when it has finished. */
  runNow(name: string): Promise<void>;
  /**
   * Holds a job's schedule (tests that need a moment before a job runs): once its current run
   * has ended, its scheduled runs are skipped until the returned release is called.
   */
  hold(name: string): Promise<() => void>;
  /** Stops every timer and waits for running jobs to end. */
  stop(): Promise<void>;
}

export function createScheduler(log: (line: string) => void = () => undefined): Scheduler {
  const jobs = new Map<string, { job: Job; timer: NodeJS.Timeout | null; running: Promise<void> | null; holds: number }>();
  let stopped = false;

  function tick(name: string): Promise<void> {
    const entry = jobs.get(name);
    if (!entry) return Promise.reject(new Error(`No job named ${name}`));
    if (entry.running) return entry.running;
    entry.running = entry.job
      .run()
      .then(() => undefined)
      .catch((error: unknown) => log(`job ${name} failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        entry.running = null;
      });
    return entry.running;
  }

  return {
    add(job) {
      if (jobs.has(job.name)) throw new Error(`A job named ${job.name} is already scheduled`);
      const entry = { job, timer: null as NodeJS.Timeout | null, running: null as Promise<void> | null, holds: 0 };
      jobs.set(job.name, entry);
      if (!stopped) {
        entry.timer = setInterval(() => {
          if (entry.holds === 0) void tick(job.name);
        }, job.everyMs);
        entry.timer.unref();
      }
    },
    runNow: tick,
    async hold(name) {
      const entry = jobs.get(name);
      if (!entry) throw new Error(`No job named ${name}`);
      entry.holds += 1;
      await entry.running;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        entry.holds -= 1;
      };
    },
    async stop() {
      stopped = true;
      for (const entry of jobs.values()) if (entry.timer) clearInterval(entry.timer);
      await Promise.all([...jobs.values()].map((e) => e.running ?? Promise.resolve()));
    },
  };
}
