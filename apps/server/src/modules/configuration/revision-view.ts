import {
  configurationChangeSchema,
  configurationSectionSchema,
  revisionOriginSchema,
  type ConfigurationRevision,
} from '@trova/contracts';
import { z } from 'zod';
import type { RevisionRow } from './configuration.repository';

const storedList = <T extends z.ZodType>(item: T) => z.array(item).catch([]);

/**
 * Stored revision → wire shape; lists written by `save` are read back leniently.
 * @example toRevision(row).origin // 'save' for a row whose origin no longer parses
 */
export function toRevision(row: RevisionRow): ConfigurationRevision {
  const json = (text: string): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return [];
    }
  };
  return {
    revision: row.revision,
    createdAt: row.created_at,
    origin: revisionOriginSchema.catch('save').parse(row.origin),
    sections: storedList(configurationSectionSchema).parse(json(row.sections)),
    restoredFrom: row.restored_from,
    author: row.author,
    changes: storedList(configurationChangeSchema).parse(json(row.changes)),
    changeCount: row.change_count,
  };
}
