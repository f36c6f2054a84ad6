import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * The data dir holds secrets: the SQLite file (session signing secret, API keys, password hashes),
 * outbox mails with live activation and reset links, the demo login. Only the account Trova runs
 * as may read it (docs/deploy.md#data-directory).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** What group and others may do; none of it is allowed below the data dir. */
const SHARED_BITS = 0o077;

/**
 * Creates the data dir private, or makes an existing one private: the dir and every dir below it
 * 0700, every file 0600 (an install from before this rule had them world-readable). Symbolic links
 * are left alone: what they point to is the operator's. The process umask is set so that files
 * a library creates itself (SQLite's -wal and -shm) are private too; worker threads cannot set it.
 *
 * @example securePrivateDataDir(config.dataDir) // before the database is opened
 */
export function securePrivateDataDir(dataDir: string): void {
  if (isMainThread) process.umask(SHARED_BITS);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const pending = [dataDir];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    fs.chmodSync(dir, PRIVATE_DIR_MODE);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const target = path.join(dir, entry.name);
      if (entry.isDirectory()) pending.push(target);
      else if (entry.isFile() && (fs.lstatSync(target).mode & SHARED_BITS) !== 0) {
        fs.chmodSync(target, PRIVATE_FILE_MODE);
      }
    }
  }
}
