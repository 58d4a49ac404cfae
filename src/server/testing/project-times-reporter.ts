/**
 * A vitest reporter that ends the run with each project's (suite's) time: the wall-clock time from
 * its first test file's start to its last one's end (the projects run one after the other, see
 * vitest.config.ts), its counts, and its slowest files, so that a slow suite is seen where it is.
 * Added after the `default` reporter (vitest.config.ts and .ci/run).
 */
import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTimes {
  start: number;
  end: number;
  modules: TestModule[];
}

const seconds = (ms: number) => (ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`);

export default class ProjectTimesReporter implements Reporter {
  private readonly projects = new Map<string, ProjectTimes>();
  private readonly runStart = Date.now();

  onTestModuleStart(module: TestModule) {
    const name = module.project.name || '(default)';
    const times = this.projects.get(name) ?? { start: Date.now(), end: Date.now(), modules: [] };
    this.projects.set(name, times);
  }

  onTestModuleEnd(module: TestModule) {
    const name = module.project.name || '(default)';
    const times = this.projects.get(name) ?? { start: Date.now(), end: Date.now(), modules: [] };
    times.end = Date.now();
    times.modules.push(module);
    this.projects.set(name, times);
  }

  onTestRunEnd() {
    if (this.projects.size === 0) return;
    const lines = ['', 'Time per suite (project):'];
    const width = Math.max(...[...this.projects.keys()].map((n) => n.length));
    for (const [name, { start, end, modules }] of this.projects) {
      const count = (state: 'passed' | 'failed' | 'skipped') => modules.reduce((n, m) => n + [...m.children.allTests(state)].length, 0);
      const slowest = [...modules]
        .sort((a, b) => b.diagnostic().duration - a.diagnostic().duration)
        .slice(0, 3)
        .map((m) => `${m.relativeModuleId} ${seconds(m.diagnostic().duration)}`)
        .join(', ');
      lines.push(
        `  ${name.padEnd(width)}  ${seconds(end - start).padStart(12)}  ${modules.length} files, ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped; slowest: ${slowest}`,
      );
    }
    lines.push(`  ${'all'.padEnd(width)}  ${seconds(Date.now() - this.runStart).padStart(12)}  (from the start of the run, global setups included)`);
    console.log(lines.join('\n'));
  }
}
