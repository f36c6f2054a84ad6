import semver from 'semver';

/** The parts of package-lock.json (lockfileVersion 3) that say which Node each package accepts. */
export interface Lockfile {
  packages: Record<string, LockedPackage>;
}

export interface LockedPackage {
  version?: string;
  optional?: boolean;
  link?: boolean;
  engines?: { node?: string } | string[];
}

export interface EngineConflict {
  /** The install path in the lockfile, e.g. `node_modules/cookie`. */
  path: string;
  version: string;
  required: string;
}

/**
 * Installed packages whose `engines.node` refuses the oldest Node the root's `engines.node` accepts
 * (the one README promises): on it `npm install` prints EBADENGINE and the package may not run.
 * Only the oldest is checked: many packages skip odd, short-lived majors (`20 || >=22`), which no
 * install is told to use.
 * Optional packages (platform binaries npm skips) and workspace links are left out; the root itself
 * is the promise, not a dependency.
 * @example engineConflicts(lock, '>=20.19.0') // [{ path: 'node_modules/cookie', version: '2.0.2', required: '>=22' }]
 */
export function engineConflicts(lock: Lockfile, rootRange: string): EngineConflict[] {
  const conflicts: EngineConflict[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.optional === true || entry.link === true) continue;
    // npm once allowed an array form; it carries no Node range.
    const required = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (required === undefined || accepts(required, rootRange)) continue;
    conflicts.push({ path, version: entry.version ?? 'unknown', required });
  }
  return conflicts;
}

function accepts(required: string, rootRange: string): boolean {
  const oldest = semver.minVersion(rootRange);
  if (oldest === null) throw new Error(`The root engines.node range is invalid: ${rootRange}`);
  // A range semver cannot read is a conflict: npm could not honour it either.
  if (semver.validRange(required) === null) return false;
  return semver.satisfies(oldest, required);
}
