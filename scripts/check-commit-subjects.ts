import fs from 'node:fs';
import { RULE_MARKER_FILE, rangeViolations, ruleBase, subjectProblem } from './lib/commit-subjects';

/**
 * Commit subjects (DEVELOPERS.md, "Rules of the house"): a conventional type and at most 72 characters.
 *
 * - `tsx scripts/check-commit-subjects.ts --message <file>`: the commit-msg hook (.githooks).
 * - `tsx scripts/check-commit-subjects.ts --range [head]`: `.ci/run`, every commit after the one
 *   that added `.githooks/commit-msg` up to `head` (default HEAD), merges skipped.
 */

function checkMessage(file: string): number {
  const problem = subjectProblem(fs.readFileSync(file, 'utf8'));
  if (!problem) return 0;
  console.error(`commit-msg: ${problem}`);
  console.error('Example: "fix(feeds): a feed without prices is refused with its reason"');
  return 1;
}

function checkRange(head: string): number {
  const cwd = process.cwd();
  const base = ruleBase(cwd);
  if (!base) {
    console.log(`commit subjects: no commit adds ${RULE_MARKER_FILE} yet, nothing to check`);
    return 0;
  }
  const violations = rangeViolations(cwd, base, head);
  for (const { commit, problem } of violations) console.error(`${commit.slice(0, 10)} ${problem}`);
  console.log(
    `commit subjects after ${base.slice(0, 10)}: ${violations.length === 0 ? 'all obey' : `${violations.length} break the rule`}`,
  );
  return violations.length === 0 ? 0 : 1;
}

const [mode, argument] = process.argv.slice(2);
if (mode === '--message' && argument) process.exitCode = checkMessage(argument);
else if (mode === '--range') process.exitCode = checkRange(argument ?? 'HEAD');
else {
  console.error('usage: check-commit-subjects.ts --message <file> | --range [head]');
  process.exitCode = 2;
}
