import { learningApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { LearningChangesService } from './learning-changes.service';

/**
 * Learning's console calls (docs/product/analytics.md#what-learning-changed), straight from the
 * contracts; the service checks the shop belongs to the caller.
 */
export function learningRoutes(register: RegisterCall, changes: LearningChangesService): void {
  register(learningApi.changes, ({ caller, params, query }) =>
    changes.changes(caller, params.id, query),
  );
}
