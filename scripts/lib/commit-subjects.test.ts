import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  RULE_MARKER_FILE,
  rangeViolations,
  ruleBase,
  subjectOf,
  subjectProblem,
} from './commit-subjects';

describe('subjectProblem', () => {
  it.each([
    'feat: synonyms',
    'fix(feeds): a feed without prices is refused with its reason',
    'refactor(visual-machine): one rule editor for campaigns and banners',
    'perf(engine)!: postings as typed arrays',
    'revert: feat(search): synonyms',
    `docs: ${'x'.repeat(66)}`,
  ])('lets "%s" pass', (subject) => {
    expect(subjectProblem(`${subject}\n\nWhy, with figures.\n`)).toBeNull();
  });

  it.each([
    ['Added synonyms', 'must start with a type'],
    ['feature(search): synonyms', 'must start with a type'],
    ['feat(Search): synonyms', 'must start with a type'],
    ['feat(search):synonyms', 'must start with a type'],
    ['feat(search): ', 'must start with a type'],
    ['bench(ingest): a type outside the list', 'must start with a type'],
    [`docs: ${'x'.repeat(67)}`, 'has 73 characters, at most 72'],
  ])('refuses "%s"', (subject, problem) => {
    expect(subjectProblem(`${subject}\n\nbody`)).toContain(problem);
  });

  it('counts characters, not bytes, so Italian and arrows are not penalised', () => {
    expect(subjectProblem(`fix(setup): ${'è'.repeat(60)}`)).toBeNull();
  });

  it('reads the subject past blank lines and git comments, and lets merges pass', () => {
    expect(subjectOf('\n# Please enter the commit message\nfix: x\n')).toBe('fix: x');
    expect(subjectProblem('\n# Please enter the commit message\n')).toBe(
      'the message has no subject',
    );
    expect(subjectProblem("Merge branch 'main' of /work/main into feature")).toBeNull();
  });
});

describe('the range CI checks', () => {
  let repo: string | undefined;
  afterEach(() => {
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
    repo = undefined;
  });

  /** Commits in a throw-away repository, the hook bypassed, as an unchecked clone could. */
  function commit(cwd: string, subject: string, file = `${subject.length}-${Math.random()}.txt`) {
    fs.mkdirSync(path.dirname(path.join(cwd, file)), { recursive: true });
    fs.writeFileSync(path.join(cwd, file), subject);
    for (const args of [
      ['add', file],
      ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--no-verify', '-m', subject],
    ]) {
      const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
      if (result.status !== 0) throw new Error(result.stderr);
    }
    return spawnSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8' }).stdout.trim();
  }

  it('starts after the commit that adds the hook and names each subject that breaks the rule', () => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-subjects-'));
    spawnSync('git', ['init', '-q'], { cwd: repo });
    commit(repo, 'Initial import, long before the rule, with a subject far over the limit');
    expect(ruleBase(repo)).toBeUndefined();
    const base = commit(repo, 'ci: commit subjects are checked', RULE_MARKER_FILE);
    commit(repo, 'feat(search): synonyms');
    const bad = commit(repo, 'fixed the thing');
    expect(ruleBase(repo)).toBe(base);
    expect(rangeViolations(repo, base, 'HEAD')).toEqual([
      { commit: bad, problem: expect.stringContaining('must start with a type') as string },
    ]);
    expect(rangeViolations(repo, base, 'HEAD~1')).toEqual([]);
  });
});
