import { describe, expect, it } from 'vitest';
import { taskLimiter } from './ssr.ts';

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
});
