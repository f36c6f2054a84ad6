import { accountApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { CustomersService } from './customers.service';

/** Signup, activation and the signed-in customer's account calls. */
export function customersRoutes(register: RegisterCall, customers: CustomersService): void {
  register(accountApi.signup, ({ body, request }) => customers.signup(body, request.ip));
  register(accountApi.activate, ({ params, body }) => customers.activate(params.id, body.key));
  register(accountApi.getCustomer, ({ caller }) => customers.billingInfo(caller));
  register(accountApi.updateCustomer, ({ caller, body }) => customers.update(caller, body));
  register(accountApi.rotateApiKey, ({ caller }) => customers.rotateApiKey(caller));
  register(accountApi.skuCount, ({ caller }) => customers.skuCount(caller));
}
