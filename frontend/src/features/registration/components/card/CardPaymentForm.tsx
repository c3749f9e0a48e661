import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { loadChunk } from '@/app/loadChunk';
import { isTestPublishableKey } from '@/features/registration/payment';
import type { CardPaymentFormProps } from './cardPaymentForm';
import { TestCardForm } from './TestCardForm';

/** Stripe's packages are their own chunk: only payers by card download them. */
const StripeCardForm = lazy(async () => ({
  default: (await loadChunk(() => import('./StripeCardForm'))).StripeCardForm,
}));

/** The card form for the key the server gave: Stripe Elements, or the test form against the fake Stripe. */
export function CardPaymentForm(props: CardPaymentFormProps) {
  if (isTestPublishableKey(props.publishableKey)) return <TestCardForm {...props} />;
  return (
    <Suspense fallback={<Spin />}>
      <StripeCardForm {...props} />
    </Suspense>
  );
}
