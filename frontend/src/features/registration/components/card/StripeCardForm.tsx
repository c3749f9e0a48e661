import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Alert, Button, Flex, Spin } from 'antd';
import { useEffect, useState, type FormEvent } from 'react';
import { formatMoney } from '@/shared/money';
import type { CardPaymentFormProps } from './cardPaymentForm';

/** Stripe.js loads once per key; `/pure` waits for the first call instead of loading on import. */
const loaded = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    // A failed load may succeed on the next try (a flaky connection).
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}

function PaymentForm({ amountCents, returnUrl, onConfirmed }: CardPaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProblem(null);
    setPaying(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      // Cards that need no bank page stay here; 3-D Secure and the like come back to returnUrl.
      redirect: 'if_required',
    });
    setPaying(false);
    if (error) setProblem(error.message ?? 'The card payment did not go through. Please try again.');
    else onConfirmed();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} data-testid="stripe-card-form">
      <Flex vertical gap="middle">
        <PaymentElement />
        {problem && <Alert type="error" showIcon title={problem} data-testid="card-error" />}
        <Button type="primary" htmlType="submit" loading={paying} disabled={!stripe || !elements}>
          Pay {formatMoney(amountCents)}
        </Button>
      </Flex>
    </form>
  );
}

/** The card form with Stripe Elements: Stripe.js from js.stripe.com, the card never touches our server. */
export function StripeCardForm(props: CardPaymentFormProps) {
  const { publishableKey, clientSecret } = props;
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    stripeFor(publishableKey).then(
      (instance) => {
        if (!current) return;
        if (instance) setStripe(instance);
        else setProblem('The card form is not available in this browser.');
      },
      () => {
        if (current) setProblem('The card form could not be loaded. Check your connection and try again.');
      },
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (problem) return <Alert type="error" showIcon title={problem} data-testid="card-error" />;
  if (!stripe) return <Spin />;
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <PaymentForm {...props} />
    </Elements>
  );
}
