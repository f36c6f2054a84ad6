import type { SetupConfig } from '@trova/contracts';
import { editConfiguration } from '../configuration/configuration-store';

/** One edit of one advanced setting, pushed as one undo snapshot. */
export function editSetupConfig<K extends keyof SetupConfig>(
  key: K,
  edit: (current: SetupConfig[K]) => SetupConfig[K],
): void {
  editConfiguration('setup', (setup) => ({
    ...setup,
    config: { ...setup.config, [key]: edit(setup.config[key]) },
  }));
}
