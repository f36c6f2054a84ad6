import { describe, expect, it } from 'vitest';
import { planPrerequisites, type MachineProbes } from './test-prerequisites';

const ready: MachineProbes = {
  chromiumPathOverride: undefined,
  chromiumPresent: true,
  pdftotextPresent: true,
  wrkPresent: true,
  isRoot: false,
  hasAptGet: true,
};

const bare: MachineProbes = {
  ...ready,
  chromiumPresent: false,
  pdftotextPresent: false,
  wrkPresent: false,
};

describe('planPrerequisites', () => {
  it('runs the tests when everything is there, root or not', () => {
    expect(planPrerequisites(ready)).toEqual({ kind: 'ready' });
    expect(planPrerequisites({ ...ready, isRoot: true, hasAptGet: false })).toEqual({
      kind: 'ready',
    });
  });

  it('installs every missing package, and only those, as root with apt-get', () => {
    expect(planPrerequisites({ ...bare, isRoot: true })).toEqual({
      kind: 'install',
      packages: ['chromium', 'poppler-utils', 'wrk'],
    });
    expect(planPrerequisites({ ...ready, pdftotextPresent: false, isRoot: true })).toEqual({
      kind: 'install',
      packages: ['poppler-utils'],
    });
  });

  it('stops without root, naming the one command that installs what is missing', () => {
    const plan = planPrerequisites({ ...ready, chromiumPresent: false, wrkPresent: false });

    expect(plan).toEqual({
      kind: 'stop',
      message:
        'npm test needs chromium, wrk; run: sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium wrk',
    });
  });

  it('stops on a machine without apt-get, naming the packages, even as root', () => {
    const plan = planPrerequisites({ ...bare, isRoot: true, hasAptGet: false });

    expect(plan.kind).toBe('stop');
    expect(plan).toMatchObject({
      message: expect.stringContaining('chromium poppler-utils wrk') as unknown,
    });
    expect(plan).toMatchObject({ message: expect.stringContaining('no apt-get') as unknown });
  });

  it('never installs Chromium over a CHROMIUM_PATH that does not exist', () => {
    const plan = planPrerequisites({
      ...bare,
      chromiumPathOverride: '/opt/chrome/chrome',
      isRoot: true,
    });

    expect(plan).toEqual({
      kind: 'stop',
      message:
        'npm test: CHROMIUM_PATH=/opt/chrome/chrome does not exist; point it at a Chromium or unset it to use /usr/bin/chromium.',
    });
  });

  it('accepts a CHROMIUM_PATH that exists in place of Debian’s Chromium', () => {
    expect(planPrerequisites({ ...ready, chromiumPathOverride: '/opt/chrome/chrome' })).toEqual({
      kind: 'ready',
    });
  });
});
