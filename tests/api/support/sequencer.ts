import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files known to run long, started first. Without Vitest's results cache (every CI run is a fresh
 * clone) files run largest first, and publishing-crash.test.ts, the smallest file but about a
 * minute of killed and restarted workers, came last and ran alone while the other worker sat idle.
 */
const LONG_RUNNING = ['publishing-crash.test.ts', 'hostile-input.test.ts'];

const rank = (spec: TestSpecification): number => {
  const index = LONG_RUNNING.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return index === -1 ? LONG_RUNNING.length : index;
};

export class LongRunningFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects keep the base order (they run one after another); within each, Array#sort is stable,
    // so the base order holds among files of equal rank.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) => sorted.filter((spec) => spec.project.name === name).sort((a, b) => rank(a) - rank(b)));
  }
}
