import { spawnSync } from 'node:child_process';

/** The conventional types a subject may start with (DEVELOPERS.md, "Rules of the house"). */
export const COMMIT_TYPES = [
  'feat',
  'fix',
  'refactor',
  'test',
  'docs',
  'chore',
  'perf',
  'build',
  'ci',
  'style',
  'revert',
] as const;

/** The longest subject, in characters: it fits `git log --oneline` and a review tool's title. */
export const MAX_SUBJECT_LENGTH = 72;

/** The file whose first commit starts the range CI checks: older history is not rewritten. */
export const RULE_MARKER_FILE = '.githooks/commit-msg';

const SUBJECT = new RegExp(`^(?:${COMMIT_TYPES.join('|')})(?:\\([a-z0-9][a-z0-9._/-]*\\))?!?: \\S`);

/**
 * The subject of a commit message: its first line that is neither blank nor a git comment.
 * @example subjectOf('\n# Please enter…\nfix(feeds): a subject\n\nbody') // 'fix(feeds): a subject'
 */
export function subjectOf(message: string): string {
  const line = message.split('\n').find((text) => text.trim() !== '' && !text.startsWith('#'));
  return (line ?? '').trimEnd();
}

/**
 * What is wrong with a commit message's subject, or null when it obeys: a conventional type, an
 * optional scope in parentheses, `: ` and a text, at most 72 characters in all. A merge commit's
 * subject (`Merge …`) is git's own and passes.
 * @example subjectProblem('feat(search): synonyms') // null
 * @example subjectProblem('Added synonyms') // 'the subject must start with a type, an optional (scope) and ": " …'
 */
export function subjectProblem(message: string): string | null {
  const subject = subjectOf(message);
  if (subject.startsWith('Merge ')) return null;
  if (subject === '') return 'the message has no subject';
  if (!SUBJECT.test(subject)) {
    return `the subject must start with a type, an optional (scope) and ": " (${COMMIT_TYPES.join(', ')}): "${subject}"`;
  }
  if ([...subject].length > MAX_SUBJECT_LENGTH) {
    return `the subject has ${[...subject].length} characters, at most ${MAX_SUBJECT_LENGTH}: "${subject}"`;
  }
  return null;
}

function git(cwd: string, args: readonly string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout;
}

/**
 * The commit that added `RULE_MARKER_FILE` (its oldest addition), or undefined before it exists.
 * @example ruleBase('/work/main') // '3c1e…'
 */
export function ruleBase(cwd: string): string | undefined {
  const added = git(cwd, ['log', '--diff-filter=A', '--format=%H', '--', RULE_MARKER_FILE])
    .split('\n')
    .filter((line) => line !== '');
  return added.at(-1);
}

/** One commit whose subject breaks the rule. */
export interface SubjectViolation {
  commit: string;
  problem: string;
}

/**
 * The commits after `base` up to `head` (merges skipped) whose subjects break the rule.
 * @example rangeViolations('/work/main', ruleBase('/work/main') ?? 'HEAD', 'HEAD') // []
 */
export function rangeViolations(cwd: string, base: string, head: string): SubjectViolation[] {
  // NUL-separated: a subject may hold any character but NUL.
  const log = git(cwd, ['log', '--no-merges', '--format=%H%x00%B%x00', `${base}..${head}`]);
  const fields = log.split('\0');
  const violations: SubjectViolation[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const commit = (fields[index] ?? '').trim();
    const problem = subjectProblem(fields[index + 1] ?? '');
    if (problem) violations.push({ commit, problem });
  }
  return violations;
}
