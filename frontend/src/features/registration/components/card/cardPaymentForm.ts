/**
 * What every card form is given and must do: collect the card for the registration's payment intent and
 * confirm it with the provider, then call `onConfirmed` (or leave for `returnUrl` when the bank asks the
 * payer to authenticate on its own page). Whether the payment succeeded is then read back from the
 * server (the card-success page), never taken from the browser.
 */
export interface CardPaymentFormProps {
  registrationId: number;
  clientSecret: string;
  publishableKey: string;
  amountCents: number;
  /** The card-success page, absolute, for providers that redirect. */
  returnUrl: string;
  onConfirmed: () => void;
}
