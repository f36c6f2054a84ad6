import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../lib/api/api-error';
import { showToast } from '../../lib/toast/toast';
import { useAddCard } from './cards.queries';

// Stripe.js loads once per key and page: Elements must keep the same instance across renders.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

function CardFields() {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const add = useAddCard();
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setError(null);
    setCreating(true);
    try {
      const result = await stripe.createPaymentMethod({ type: 'card', card });
      // The provider's own message, as it comes (docs/product/billing.md#cards).
      if (result.error) return setError(result.error.message ?? t('billing.entry.failed'));
      await add.mutateAsync(result.paymentMethod.id);
      card.clear();
      showToast({ kind: 'success', message: t('billing.entry.saved') });
    } catch (failure) {
      // A refusal by the card network reaches Trova when the card is saved: shown as it comes too.
      const refused = isApiRequestError(failure) && failure.code === 'card-refused';
      setError(refused ? failure.message : t('billing.entry.failed'));
    } finally {
      setCreating(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Box
          p="sm"
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <CardElement options={{ hidePostalCode: true }} onChange={() => setError(null)} />
        </Box>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button
          type="submit"
          loading={creating}
          disabled={!stripe}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('billing.entry.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Card number, expiry and CVC in Stripe Elements: the fields are hosted by Stripe, and Trova gets
 * only the payment method's id, which it saves with `POST customers/me/payment/methods/stripe`.
 * This module (and Stripe.js) loads only where a card can be entered.
 */
export function StripeCardForm({ publishableKey }: { publishableKey: string }) {
  const { i18n } = useTranslation();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ locale: i18n.language === 'it' ? 'it' : 'en' }}>
      <CardFields />
    </Elements>
  );
}
