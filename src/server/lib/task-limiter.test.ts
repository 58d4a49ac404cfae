import { describe, expect, it } from 'vitest';
import { renderInTurn, taskLimiter } from './task-limiter.ts';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('taskLimiter (pages rendered at once)', () => {
  it('runs at most max tasks at once, the rest in the order they came, and frees a slot when a task fails', async () => {
    const limited = taskLimiter(3);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        limited(async () => {
          started.push(i);
          running++;
          most = Math.max(most, running);
          await tick();
          await tick();
          running--;
          if (i % 4 === 0) throw new Error(`task ${i} failed`);
          return i;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(started).toEqual([...Array(12).keys()]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(3);
    // Failures gave their slots back: the limiter still runs new work.
    expect(await limited(async () => 'after')).toBe('after');
  });

  it("skips a queued visitor's render when the visitor has gone by its turn, and passes the slot on", async () => {
    const limited = taskLimiter(1);
    let release!: () => void;
    const busy = limited(() => new Promise<void>((resolve) => (release = resolve)));
    const rendered: string[] = [];
    const visitor = (name: string) => ({ name, destroyed: false });
    const [gone, stays, late] = [visitor('gone'), visitor('stays'), visitor('late')];
    const queued = [gone, stays, late].map((v) =>
      renderInTurn(limited, v, async () => {
        rendered.push(v.name);
      }),
    );
    // The first and the last close their connections while waiting.
    gone.destroyed = true;
    late.destroyed = true;
    release();
    await Promise.all([busy, ...queued]);
    expect(rendered).toEqual(['stays']);
    // Every slot came back.
    expect(await limited(async () => 'after')).toBe('after');
  });
});
