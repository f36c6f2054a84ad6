import {
  list,
  missing,
  ok,
  record,
  stripeError,
  text,
  type LoopbackAnswer,
  type StripeObject,
} from './stripe-loopback-answers';
import type { StripeLoopbackState } from './stripe-loopback-state';

const declined = () => stripeError(402, 'card_error', 'Your card was declined.', 'card_declined');

function items(state: StripeLoopbackState, params: StripeObject) {
  const given = params['items'];
  const first = Array.isArray(given) ? (given[0] as StripeObject) : {};
  const item = {
    id: text(first, 'id') ?? `si_${state.next()}`,
    price: { id: text(first, 'price') },
  };
  return list([item], '/v1/subscription_items');
}

function addItem(state: StripeLoopbackState, params: StripeObject): LoopbackAnswer {
  const invoiceId = text(params, 'invoice') ?? '';
  const invoice = state.invoices.get(invoiceId);
  if (!invoice) return missing(invoiceId);
  const item = {
    id: `ii_${state.next()}`,
    object: 'invoiceitem',
    amount: Number(text(params, 'amount')),
    description: text(params, 'description'),
    metadata: record(params, 'metadata'),
  };
  const lines = record(invoice, 'lines');
  const data: unknown[] = Array.isArray(lines['data']) ? (lines['data'] as unknown[]) : [];
  lines['data'] = [...data, item];
  invoice['total'] = Number(invoice['total']) + item.amount;
  return ok(item);
}

/** Charges the customer's default card: paid, or refused when there is none or it is declined. */
function pay(state: StripeLoopbackState, invoice: StripeObject): LoopbackAnswer {
  const customer = state.customers.get(text(invoice, 'customer') ?? '') ?? {};
  const card = text(record(customer, 'invoice_settings'), 'default_payment_method');
  if (card === undefined || state.declined.has(card)) return declined();
  invoice['status'] = 'paid';
  return ok(invoice);
}

function updateSubscription(sub: StripeObject, params: StripeObject, state: StripeLoopbackState) {
  if (sub['status'] === 'canceled') {
    return stripeError(400, 'invalid_request_error', 'A canceled subscription cannot be updated.');
  }
  if (Array.isArray(params['items'])) sub['items'] = items(state, params);
  const cancel = text(params, 'cancel_at_period_end');
  if (cancel !== undefined) sub['cancel_at_period_end'] = cancel === 'true';
  const pause = text(record(params, 'pause_collection'), 'behavior');
  if (pause !== undefined) sub['pause_collection'] = { behavior: pause };
  return ok(sub);
}

/** The loopback's invoices, invoice items and subscriptions. */
export function handleBilling(
  state: StripeLoopbackState,
  route: string,
  id: string,
  params: StripeObject,
): LoopbackAnswer {
  const invoice = state.invoices.get(id);
  const sub = state.subscriptions.get(id);
  switch (route) {
    case 'POST invoices':
      return state.save(state.invoices, 'in', 'invoice', {
        customer: text(params, 'customer'),
        status: 'draft',
        currency: text(params, 'currency'),
        collection_method: text(params, 'collection_method'),
        metadata: record(params, 'metadata'),
        description: text(params, 'description'),
        total: 0,
        lines: list([], '/v1/invoices/lines'),
      });
    case 'GET invoices/:id':
      return state.found(state.invoices, id);
    case 'DELETE invoices/:id':
      if (!state.invoices.delete(id)) return missing(id);
      return ok({ id, object: 'invoice', deleted: true });
    case 'POST invoiceitems':
      return addItem(state, params);
    case 'POST invoices/:id/finalize':
      if (!invoice) return missing(id);
      invoice['status'] = invoice['total'] === 0 ? 'paid' : 'open';
      return ok(invoice);
    case 'POST invoices/:id/pay':
      return invoice ? pay(state, invoice) : missing(id);
    case 'POST invoices/:id/void':
      if (!invoice) return missing(id);
      invoice['status'] = 'void';
      return ok(invoice);
    case 'POST subscriptions':
      return state.save(state.subscriptions, 'sub', 'subscription', {
        customer: text(params, 'customer'),
        status: text(params, 'trial_end') === undefined ? 'active' : 'trialing',
        items: items(state, params),
        cancel_at_period_end: text(params, 'cancel_at_period_end') === 'true',
        cancel_at: null,
        pause_collection: null,
        collection_method: text(params, 'collection_method'),
        metadata: record(params, 'metadata'),
      });
    case 'GET subscriptions/:id':
      return state.found(state.subscriptions, id);
    case 'POST subscriptions/:id':
      return sub ? updateSubscription(sub, params, state) : missing(id);
    case 'DELETE subscriptions/:id':
      if (!sub) return missing(id);
      sub['status'] = 'canceled';
      return ok(sub);
    default:
      return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${route})`);
  }
}
