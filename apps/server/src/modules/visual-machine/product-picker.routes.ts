import { visualMachineApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { ProductPickerService } from './product-picker.service';

/** The Visual Machine's product lookup; session calls, scoped to the caller's shops. */
export function productPickerRoutes(register: RegisterCall, picker: ProductPickerService): void {
  register(visualMachineApi.productSearch, ({ caller, params, query }) =>
    picker.search(caller, params.shopKey, query),
  );
}
