import { eventsApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { EventsService } from './events.service';

/** The storefront's event log (CORS: `http/storefront-cors.ts`). */
export function eventsRoutes(register: RegisterCall, events: EventsService): void {
  register(eventsApi.send, ({ query, body, request }) =>
    events.receive(query.key, body.events, {
      clientIp: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    }),
  );
}
