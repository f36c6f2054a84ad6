import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';

export interface ActiveSession {
  sessionId: string;
  userId: string;
  customerId: string;
  expiresAt: number;
  revokedAt: number | null;
}

/** Server-side session records, so logout can revoke a token before it expires. */
export class SessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(session: {
    id: string;
    userId: string;
    createdAt: number;
    expiresAt: number;
  }): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        created_at: session.createdAt,
        expires_at: session.expiresAt,
        revoked_at: null,
      })
      .execute();
  }

  async find(sessionId: string): Promise<ActiveSession | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as sessionId',
        'sessions.user_id as userId',
        'users.customer_id as customerId',
        'sessions.expires_at as expiresAt',
        'sessions.revoked_at as revokedAt',
      ])
      .where('sessions.id', '=', sessionId)
      .executeTakeFirst();
    return row;
  }

  async revoke(sessionId: string, now: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every open session of a user except `keep` (the one changing the password). */
  async revokeAllOfUser(userId: string, now: number, keep?: string): Promise<void> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keep) query = query.where('id', '!=', keep);
    await query.execute();
  }
}
