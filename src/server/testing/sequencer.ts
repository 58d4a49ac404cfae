import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (failed first, then the slowest it remembers, then the largest files), with the
 * resilience files first: they run beside the browser tests in one group (vitest.config.ts), and the
 * fuzzer alone takes a minute or two, so started last it would finish alone long after the rest.
 */
export class ResilienceFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (file.project.name === 'resilience' ? 0 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
