import type { LearningSettings } from '@trova/engine';
import { learnSignals } from '../../../apps/server/src/modules/learning/learning-signals.js';
import {
  LEARNING_EVENT_KINDS,
  LEARNING_RULE,
  DAY_MS,
  type LearningEvent,
} from '../../../apps/server/src/modules/learning/learning-rule.js';
import type { LearningServer } from './learning-server.js';

/** The setup's defaults (on, strength 50 of 100, after exactness) as the engine takes them. */
export const BENCH_LEARNING: LearningSettings = {
  enabled: true,
  strength: 0.5,
  placement: 'after-exactness',
};

const listOf = (text: string | null): unknown[] => {
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed : [];
};

/**
 * The shop's human searches, clicks, carts and purchases of the learning window, read from the
 * event log as the server's learning build reads them (flag 'human', kinds it learns from).
 */
async function windowEvents(server: LearningServer, now: number): Promise<LearningEvent[]> {
  const rows = await server.database.db
    .selectFrom('events')
    .select(['id', 'kind', 'query_id', 'query', 'object_ids', 'positions', 'user_token'])
    .select(['ip', 'occurred_at', 'flag'])
    .where('shop_id', '=', server.shopId)
    .where('occurred_at', '>=', now - LEARNING_RULE.windowDays * DAY_MS)
    .where('occurred_at', '<=', now)
    .where('flag', '=', 'human')
    .where('kind', 'in', LEARNING_EVENT_KINDS)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    queryId: row.query_id,
    query: row.query,
    objectIds: listOf(row.object_ids).filter((id): id is string => typeof id === 'string'),
    positions: listOf(row.positions).filter((p): p is number => typeof p === 'number'),
    userToken: row.user_token,
    ip: row.ip,
    at: row.occurred_at,
    flag: row.flag,
  }));
}

/**
 * Until the server runs its own `learning.rebuild` job: the server's pure learning computation
 * (`learnSignals`) over the stored event log, applied to the shop's live index with the setup's
 * default learning settings, as the job and the configuration would. Answers the queries learned.
 */
export async function rebuildDirect(server: LearningServer, enabled = true): Promise<number> {
  await server.app.services.eventWriter.flush();
  const build = learnSignals(await windowEvents(server, server.clock()), { now: server.clock() });
  const entry = server.app.services.modules.search.services.registry.get(server.shopKey);
  if (!entry) throw new Error('the bench shop has no live index');
  entry.index.setLearnedSignals(build.signals);
  entry.index.setQuerySettings({
    ...entry.index.querySettings(),
    learning: { ...BENCH_LEARNING, enabled },
  });
  return build.signals.queries.length;
}

/** Turns the engine's learning on or off on the live index, signals kept. */
export function setLearningDirect(server: LearningServer, enabled: boolean): void {
  const entry = server.app.services.modules.search.services.registry.get(server.shopKey);
  if (!entry) throw new Error('the bench shop has no live index');
  entry.index.setQuerySettings({
    ...entry.index.querySettings(),
    learning: { ...BENCH_LEARNING, enabled },
  });
}
