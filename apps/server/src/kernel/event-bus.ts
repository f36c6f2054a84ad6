/**
 * A typed in-process event bus (docs/architecture.md, "Shop events").
 *
 * Invariants:
 * - `emit` awaits every subscriber of the event **one after another, in registration order**;
 *   the application registers modules bottom-up (app-services.ts), so a reaction of a lower
 *   module always runs before one of a module that builds on it.
 * - A subscriber that throws stops the emit: later subscribers do not run and `emit` rejects with
 *   that error. A caller that emits inside a database transaction therefore rolls back as one.
 * - The bus holds no state but its subscriber lists; it is not a queue and crosses no process.
 *
 * @example
 * const bus = createEventBus<{ 'shop.deleted': { shopId: string } }>();
 * bus.on('shop.deleted', async ({ shopId }) => forget(shopId), 'search');
 * await bus.emit('shop.deleted', { shopId: 's1' });
 */
export interface EventBus<Events extends object> {
  /** Subscribes `handler`; `owner` names the subscribing module for {@link EventBus.subscribers}. */
  on<K extends keyof Events & string>(
    event: K,
    handler: (payload: Events[K]) => Promise<void> | void,
    owner: string,
  ): void;
  /** Runs the event's subscribers in registration order, awaiting each. */
  emit<K extends keyof Events & string>(event: K, payload: Events[K]): Promise<void>;
  /** The owners subscribed to `event`, in the order they run. */
  subscribers(event: keyof Events & string): readonly string[];
}

interface Subscription {
  owner: string;
  handler: (payload: never) => Promise<void> | void;
}

export function createEventBus<Events extends object>(): EventBus<Events> {
  const subscriptions = new Map<string, Subscription[]>();
  return {
    on(event, handler, owner) {
      const list = subscriptions.get(event) ?? [];
      list.push({ owner, handler: handler });
      subscriptions.set(event, list);
    },
    async emit(event, payload) {
      // A copy: a subscriber that subscribes during an emit joins the next emit, not this one.
      for (const { handler } of [...(subscriptions.get(event) ?? [])]) {
        await (handler as (value: typeof payload) => Promise<void> | void)(payload);
      }
    },
    subscribers(event) {
      return (subscriptions.get(event) ?? []).map((subscription) => subscription.owner);
    },
  };
}
