import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB, from /proc/<pid>/status (Linux); undefined elsewhere. */
export function rssMb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; reports the peak and the mean. */
export function sampleRss(pid: number, everyMs = 250) {
  const samples: number[] = [];
  const take = () => {
    const v = rssMb(pid);
    if (v !== undefined) samples.push(v);
  };
  take();
  // Unref'd: a run that fails before stop() leaves nothing holding the process open.
  const timer = setInterval(take, everyMs).unref();
  return {
    stop() {
      clearInterval(timer);
      take();
      const peak = samples.length ? Math.max(...samples) : undefined;
      const mean = samples.length ? samples.reduce((a, b) => a + b, 0) / samples.length : undefined;
      return { peakMb: peak, meanMb: mean, samples: samples.length };
    },
  };
}

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat (Linux). */
export function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
