/**
 * What `npm test` needs from the machine besides node_modules, and what to do when some of it is
 * missing. Pure: the probes come in, a plan comes out, so the decision is testable without apt.
 */

/** A program the tests run, and the Debian package that provides it. */
export interface Prerequisite {
  /** What the user reads: `chromium`, `pdftotext`, `wrk`. */
  name: string;
  debianPackage: string;
  present: boolean;
}

export interface MachineProbes {
  /** `CHROMIUM_PATH` when set: then apt cannot help, the path is the user's choice. */
  chromiumPathOverride: string | undefined;
  chromiumPresent: boolean;
  pdftotextPresent: boolean;
  wrkPresent: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}

export type PrerequisitePlan =
  { kind: 'ready' } | { kind: 'install'; packages: string[] } | { kind: 'stop'; message: string };

/** The arguments after `apt-get`, shared by the install the script runs and the one it names. */
export function aptInstallArguments(packages: readonly string[]): string[] {
  return ['install', '-y', '--no-install-recommends', ...packages];
}

/**
 * Which prerequisites are present. Chromium drives the browser tests (playwright-core, no download);
 * pdftotext reads invoice PDFs back in the billing tests; wrk is bench:cluster's load generator.
 */
export function prerequisitesOf(probes: MachineProbes): Prerequisite[] {
  return [
    { name: 'chromium', debianPackage: 'chromium', present: probes.chromiumPresent },
    { name: 'pdftotext', debianPackage: 'poppler-utils', present: probes.pdftotextPresent },
    { name: 'wrk', debianPackage: 'wrk', present: probes.wrkPresent },
  ];
}

/**
 * Nothing missing: run the tests. Missing and root with apt-get: install the missing packages, as
 * `.ci/run` does. Otherwise stop before any test runs, with one line naming the command to run;
 * a failing browser test twenty minutes in would say much less.
 * @example planPrerequisites({ ...allPresent, pdftotextPresent: false, isRoot: true, hasAptGet: true })
 * // { kind: 'install', packages: ['poppler-utils'] }
 */
export function planPrerequisites(probes: MachineProbes): PrerequisitePlan {
  if (probes.chromiumPathOverride !== undefined && !probes.chromiumPresent) {
    return {
      kind: 'stop',
      message: `npm test: CHROMIUM_PATH=${probes.chromiumPathOverride} does not exist; point it at a Chromium or unset it to use /usr/bin/chromium.`,
    };
  }
  const missing = prerequisitesOf(probes).filter((prerequisite) => !prerequisite.present);
  if (missing.length === 0) return { kind: 'ready' };
  const packages = missing.map((prerequisite) => prerequisite.debianPackage);
  if (probes.isRoot && probes.hasAptGet) return { kind: 'install', packages };
  const names = missing.map((prerequisite) => prerequisite.name).join(', ');
  if (!probes.hasAptGet) {
    return {
      kind: 'stop',
      message: `npm test needs ${names}, and this machine has no apt-get: install the packages ${packages.join(' ')} (or their equivalents), then run npm test again.`,
    };
  }
  const install = ['sudo apt-get', ...aptInstallArguments(packages)].join(' ');
  return {
    kind: 'stop',
    message: `npm test needs ${names}; run: sudo apt-get update && ${install}`,
  };
}
