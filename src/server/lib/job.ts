/**
 * The one way the server runs background work (the outbox, WhatsApp, her calendars, event series,
 * testimonial requests, the course's open days, payment holds and refunds, the inbox digest): a run now, then another `intervalMs` after each run ends, never two at once.
 * A failed run is logged and the next one comes as usual; stop() waits for a run under way.
 */
export interface Job {
  stop(): Promise<void>;
}

export interface JobLog {
  warn(obj: object, msg: string): void;
}

export function startJob(name: string, run: () => Promise<unknown>, intervalMs: number, log?: JobLog): Job {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running = run()
      .then(() => undefined)
      .catch((err: Error) => log?.warn({ err: err.message }, `${name} failed`))
      .finally(() => {
        running = undefined;
        if (!stopped) {
          timer = setTimeout(tick, intervalMs);
          timer.unref();
        }
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

/** Sends queued items one at a time until none is due or `limit` were tried; answers how many were sent. */
export async function drainQueue(sendOne: () => Promise<'none' | 'sent' | string>, limit = 50): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const result = await sendOne();
    if (result === 'none') break;
    if (result === 'sent') sent++;
  }
  return sent;
}
