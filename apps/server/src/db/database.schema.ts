/**
 * The Kysely view of every table. Column conventions that keep both dialects identical:
 * timestamps are epoch seconds in `bigint` columns (parsed to numbers), booleans are 0/1 integers,
 * JSON documents are `text`.
 */
export interface Database {
  system_settings: SystemSettingsTable;
}

export interface SystemSettingsTable {
  key: string;
  value: string;
  updated_at: number;
}
