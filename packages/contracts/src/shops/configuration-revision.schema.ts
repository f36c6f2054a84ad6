import { z } from 'zod';

/**
 * The sections of a shop's configuration (docs/product/configuration-history.md). Each save names
 * the sections it changed; a rollback restores all of them to the chosen revision.
 */
export const CONFIGURATION_SECTIONS = [
  'setup',
  'fineTuning',
  'layout',
  'seo',
  'facetLabels',
] as const;
export const configurationSectionSchema = z.enum(CONFIGURATION_SECTIONS);
export type ConfigurationSection = z.infer<typeof configurationSectionSchema>;

/** How a revision came about: the wizard, the save bar, a CSV upload or removal, a rollback. */
export const REVISION_ORIGINS = ['wizard', 'save', 'upload', 'rollback'] as const;
export const revisionOriginSchema = z.enum(REVISION_ORIGINS);
export type RevisionOrigin = z.infer<typeof revisionOriginSchema>;

/** A revision lists at most this many changes; `changeCount` tells how many there were. */
export const REVISION_CHANGES_LIMIT = 200;
/** Revisions kept per shop; older ones are removed as new ones arrive. */
export const REVISIONS_KEPT = 200;
/** `GET shops/{id}/revisions` answers pages of this size at most. */
export const REVISIONS_PAGE_MAX = 50;

/**
 * One changed value, addressed by its path from the configuration's root
 * (`['fineTuning', 'weights', 'title']`). `before` is absent for an added value, `after` for a
 * removed one. Arrays are compared as whole values, so a reordered list is one change.
 */
export const configurationChangeSchema = z.object({
  path: z.array(z.union([z.string(), z.number().int()])),
  kind: z.enum(['added', 'removed', 'changed']),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type ConfigurationChange = z.infer<typeof configurationChangeSchema>;

/** One saved state of a shop's configuration, numbered from 1 per shop. */
export const configurationRevisionSchema = z.object({
  revision: z.number().int().positive(),
  /** Epoch seconds. */
  createdAt: z.number().int().nonnegative(),
  origin: revisionOriginSchema,
  /** Sections whose value differs from the revision before. */
  sections: z.array(configurationSectionSchema),
  /** For a rollback: the revision whose configuration it restored. */
  restoredFrom: z.number().int().positive().nullable(),
  /** Email of the user who saved, or null for the server's own saves (demo seeding). */
  author: z.string().nullable(),
  /** The changes against the revision before, at most REVISION_CHANGES_LIMIT of them. */
  changes: z.array(configurationChangeSchema),
  changeCount: z.number().int().nonnegative(),
});
export type ConfigurationRevision = z.infer<typeof configurationRevisionSchema>;

/** `GET shops/{id}/revisions?from=&size=`: newest first; `from` is an offset. */
export const revisionPageQuerySchema = z.object({
  from: z.coerce.number().int().nonnegative().max(1_000_000).default(0),
  size: z.coerce.number().int().positive().max(REVISIONS_PAGE_MAX).default(20),
});
export type RevisionPageQuery = z.infer<typeof revisionPageQuerySchema>;

export const revisionPageSchema = z.object({
  items: z.array(configurationRevisionSchema),
  total: z.number().int().nonnegative(),
  /** The revision the shop's configuration is in now (the newest), or null before any save. */
  current: z.number().int().positive().nullable(),
});
export type RevisionPage = z.infer<typeof revisionPageSchema>;
