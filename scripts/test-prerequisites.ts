import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  aptInstallArguments,
  planPrerequisites,
  type MachineProbes,
} from './lib/test-prerequisites';

/**
 * `npm test`'s pretest and `.ci/run`: installs the Debian packages the tests need when it can (root
 * with apt-get), otherwise stops at once naming the command to run (README.md, "Test it").
 */

function onPath(program: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((directory) => {
    if (directory === '') return false;
    try {
      fs.accessSync(path.join(directory, program), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function probeMachine(): MachineProbes {
  const chromiumPathOverride = process.env.CHROMIUM_PATH;
  return {
    chromiumPathOverride,
    chromiumPresent: fs.existsSync(chromiumPathOverride ?? '/usr/bin/chromium'),
    pdftotextPresent: onPath('pdftotext'),
    wrkPresent: onPath('wrk'),
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath('apt-get'),
  };
}

function aptGet(args: string[]): void {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`npm test: apt-get ${args.join(' ')} failed (exit ${String(result.status)}).`);
    process.exit(1);
  }
}

const plan = planPrerequisites(probeMachine());
if (plan.kind === 'stop') {
  console.error(plan.message);
  process.exit(1);
}
if (plan.kind === 'install') {
  console.log(`npm test: installing ${plan.packages.join(', ')} with apt-get`);
  aptGet(['update']);
  aptGet(aptInstallArguments(plan.packages));
  // A package that installed without providing the program would otherwise fail tests later.
  const after = planPrerequisites(probeMachine());
  if (after.kind !== 'ready') {
    console.error(`npm test: still missing after apt-get install ${plan.packages.join(' ')}.`);
    process.exit(1);
  }
}
