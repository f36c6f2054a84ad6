import type { Migration } from 'kysely';
import * as systemSettings from './0001-system-settings.migration';

/**
 * Every migration, in order. Names are permanent once released: Kysely records them in
 * `kysely_migration` and refuses to run when a recorded one is missing.
 */
export const migrations: Record<string, Migration> = {
  '0001-system-settings': systemSettings,
};
