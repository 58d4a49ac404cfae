import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take a minute or more on two cores (CI of 2026-11-28: admin 2 min 19 s,
 * auth 2 min 5 s, public-pages 1 min 40 s, registration 1 min 31 s, dashboard 1 min 25 s, frame
 * 1 min 16 s, then about 50 s each), longest first. Without a record of earlier runs (a clean clone
 * in CI) vitest starts the largest files first, and a short file of long tests (a11y: 54 lines,
 * 52 s) started last and ran alone at the end while the other workers stood idle.
 */
export const LONG_BROWSER_FILES = [
  'e2e/admin.test.ts',
  'e2e/auth.test.ts',
  'e2e/public-pages.test.ts',
  'e2e/registration.test.ts',
  'e2e/dashboard.test.ts',
  'e2e/frame.test.ts',
  'e2e/a11y.test.ts',
  'e2e/ledger.test.ts',
  'e2e/form-builder.test.ts',
  'e2e/booking.test.ts',
];

/**
 * Vitest's order (failed first, then the slowest it remembers, then the largest files), with the
 * resilience files first and then the long browser files, longest first: they run in one group
 * (vitest.config.ts), and a file started last that takes a minute or two (the fuzzer, an admin
 * journey) would finish alone long after the rest. Longest first keeps the workers' ends together.
 */
export class LongFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      if (file.project.name === 'resilience') return -1;
      const long = LONG_BROWSER_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return long === -1 ? LONG_BROWSER_FILES.length : long;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
