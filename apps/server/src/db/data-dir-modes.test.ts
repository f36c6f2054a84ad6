import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../server';
import { securePrivateDataDir } from './data-dir-modes';

/** Permission bits of a path, as `ls -l` would show them in octal. */
const modeOf = (target: string) => (fs.statSync(target).mode & 0o777).toString(8);

/** Every path under `root`, itself included, with its mode. */
function modesUnder(root: string): Record<string, string> {
  const modes: Record<string, string> = { '.': modeOf(root) };
  for (const entry of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    modes[entry] = modeOf(path.join(root, entry));
  }
  return modes;
}

/** The data dir and everything Trova writes in it are private (docs/deploy.md#data-directory). */
describe('data dir modes', () => {
  let root: string;
  let running: RunningServer | undefined;
  let umask: number;

  beforeEach(() => {
    // A typical login umask: without our rule, files come out 0644 and dirs 0755.
    umask = process.umask(0o022);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-modes-'));
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
    process.umask(umask);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('starts with a private data dir, database files and outbox mails', async () => {
    const dataDir = path.join(root, 'data');
    running = await startServer(
      loadConfig({
        TROVA_DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        TROVA_CONSOLE_DIR: path.join(root, 'none'),
      }),
    );
    // A signup writes its activation mail, with its live link, to the outbox.
    const signup = await running.server.inject({
      method: 'POST',
      url: '/API/customers',
      payload: { email: 'anna@negozio.it', password: 'Password1!', language_iso: 'en' },
    });
    expect(signup.statusCode, signup.body).toBe(200);

    const modes = modesUnder(dataDir);
    const mails = Object.keys(modes).filter((name) => name.startsWith('outbox/'));
    expect(mails.map((name) => path.extname(name)).sort()).toEqual(['.eml', '.json']);
    expect(Object.keys(modes)).toEqual(
      expect.arrayContaining([
        '.',
        'trova.sqlite',
        'trova.sqlite-wal',
        'trova.sqlite-shm',
        'outbox',
      ]),
    );
    for (const [name, mode] of Object.entries(modes)) {
      const isDir = fs.statSync(path.join(dataDir, name)).isDirectory();
      expect([name, mode]).toEqual([name, isDir ? '700' : '600']);
    }
  });

  it("makes an existing install's data dir private, leaving what links point to alone", () => {
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
    fs.mkdirSync(path.join(dataDir, 'indexes'), { mode: 0o775 });
    fs.writeFileSync(path.join(dataDir, 'trova.sqlite'), '', { mode: 0o644 });
    fs.writeFileSync(path.join(dataDir, 'demo-login.txt'), '', { mode: 0o666 });
    fs.writeFileSync(path.join(dataDir, 'outbox', 'a-recovery.eml'), '', { mode: 0o644 });
    fs.writeFileSync(path.join(dataDir, 'indexes', 's1.idx'), '', { mode: 0o640 });
    const outside = path.join(root, 'shared.txt');
    fs.writeFileSync(outside, '', { mode: 0o644 });
    fs.symlinkSync(outside, path.join(dataDir, 'link.txt'));

    securePrivateDataDir(dataDir);

    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'outbox'))).toBe('700');
    expect(modeOf(path.join(dataDir, 'indexes'))).toBe('700');
    for (const file of [
      'trova.sqlite',
      'demo-login.txt',
      'outbox/a-recovery.eml',
      'indexes/s1.idx',
    ]) {
      expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, '600']);
    }
    expect(modeOf(outside)).toBe('644');
  });
});
