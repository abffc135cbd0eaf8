import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that take minutes on the 2-core CI machine (2026-11-27: the search oracle 288-313 s on
 * PGlite, the demo seed 113-143 s, the security files 40-160 s each, the plan test's filler 74-88 s),
 * longest first. A fresh clone has no durations from an earlier run, and vitest then orders files
 * by size alone, so a file of minutes could start last and run on after the rest. Measured gain on
 * that machine: small (the PGlite run 611 s before, 605 s after), kept as a guard.
 */
const LONGEST = [
  'search.oracle.test.ts',
  'seed/seed.test.ts',
  'search.plan.test.ts',
  'authorization-matrix.test.ts',
  'fuzz-',
  'killed-mid-transaction.test.ts',
  'database-outage.test.ts',
  'recovery.test.ts',
  'user-delete-orphans.test.ts',
]

/** Vitest's order (earlier durations, then size), with the files above started first. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((name) => file.moduleId.includes(name))
      return index === -1 ? LONGEST.length : index
    }
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}
