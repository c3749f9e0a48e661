import { CreditCardOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Radio, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { gstSet } from '@/app/sessionSlice';
import { allCartErrorMessages, splitCartErrors } from '@/features/registration/cart/cartErrors';
import { toCartInput } from '@/features/registration/cart/cartModel';
import {
  cartCleared,
  cartEventsDropped,
  cartPromoCodeSet,
  selectCart,
} from '@/features/registration/cart/cartSlice';
import { browserCartStorages } from '@/features/registration/cart/cartStorage';
import type { CartItem } from '@/features/registration/cart/cartTypes';
import { newIdempotencyKey } from '@/features/registration/cart/randomToken';
import { EmptyCart } from '@/features/registration/components/EmptyCart';
import { PaypalCancelled } from '@/features/registration/components/PaypalCancelled';
import { PricedLines, QuoteTotals } from '@/features/registration/components/QuoteSummary';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { RegistrationPayment } from '@/features/registration/components/RegistrationPayment';
import { awaitsPayment, paymentMethodLabels, paypalOrderRegistration } from '@/features/registration/payment';
import { registrationPaths, thankYouPath } from '@/features/registration/paths';
import {
  useCheckPastEventsMutation,
  useCreateRegistrationMutation,
  useGetPaymentMethodsQuery,
  useQuoteCartMutation,
} from '@/features/registration/registrationApi';
import {
  type CartQuote,
  type PaymentMethod,
  type RegistrationView,
} from '@/features/registration/registrationTypes';
import { parseApiError } from '@/shared/apiError';
import { formatDateTime } from '@/shared/formatDateTime';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { formatMoney } from '@/shared/money';
import { usePageTitle } from '@/shared/usePageTitle';

interface Problem {
  title: string;
  details?: string[];
  /** The fix is in the participants' details. */
  detailsStep?: boolean;
}

const methodHints: Readonly<Record<PaymentMethod, string>> = {
  card: 'Visa, Mastercard and other cards, paid securely with Stripe.',
  paynow: 'Scan a QR code with your bank’s app; our staff confirm the transfer.',
  paypal: 'Approve the payment on PayPal’s site.',
};

function ProblemAlert({ problem }: { problem: Problem | null }) {
  if (!problem) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={problem.title}
      description={
        problem.details && problem.details.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {problem.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : undefined
      }
      action={
        <Link to={problem.detailsStep ? registrationPaths.step2 : registrationPaths.step1}>
          <Button size="small">{problem.detailsStep ? 'Edit participants' : 'Change classes'}</Button>
        </Link>
      }
      data-testid="checkout-problem"
    />
  );
}

/** What a refused quote or checkout says, and where to fix it. */
function problemOf(error: unknown, title: string): { problem: Problem | null; promoCode: string[] } {
  const parsed = parseApiError(error);
  if (parsed.status !== 400) {
    return {
      problem: isAlertedGlobally(parsed.status) ? null : { title: parsed.message },
      promoCode: [],
    };
  }
  const split = splitCartErrors(parsed.fieldErrors, []);
  const details = allCartErrorMessages({ ...split, promoCode: [] });
  const aboutEvents = Object.keys(parsed.fieldErrors).every((path) => /^items\.\d+\.eventId$/.test(path));
  return {
    problem: details.length > 0 ? { title, details, detailsStep: !aboutEvents } : null,
    promoCode: split.promoCode,
  };
}

/** After the registration is recorded: its number, and paying by the chosen method. */
function PaymentStep({ registration }: { registration: RegistrationView }) {
  const navigate = useNavigate();
  return (
    <Flex vertical gap="large" data-testid="payment-step">
      <Alert
        type="success"
        showIcon
        title={`Registration ${registration.regNo} is recorded`}
        description={`Your seats are held until ${formatDateTime(registration.holdExpiresAt)}. Please complete the payment of ${formatMoney(registration.totalCents)}.`}
        data-testid="registration-recorded"
      />
      <RegistrationPayment
        registration={registration}
        autoRedirect
        paynowFooter={
          <Button
            type="primary"
            onClick={() => void navigate(thankYouPath(registration.id))}
            data-testid="paynow-done"
          >
            I have made the transfer
          </Button>
        }
      />
      <Typography.Text type="secondary">
        Want to pay later? <Link to={thankYouPath(registration.id)}>See your registration</Link>; the payment
        options stay there while your seats are held.
      </Typography.Text>
    </Flex>
  );
}

function Review({ items, promoCode }: { items: CartItem[]; promoCode: string | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // One key per visit of this step: a double click, or a retry after a lost answer, gives one registration.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [quoteCart, { isLoading: quoting }] = useQuoteCartMutation();
  const [checkPastEvents] = useCheckPastEventsMutation();
  const [createRegistration, { isLoading: creating }] = useCreateRegistrationMutation();
  const [pastChecked, setPastChecked] = useState(false);
  const [quote, setQuote] = useState<CartQuote | null>(null);
  const [requote, setRequote] = useState(0);
  const [quoteProblem, setQuoteProblem] = useState<Problem | null>(null);
  const [payProblem, setPayProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [promoInput, setPromoInput] = useState(promoCode ?? '');
  const [promoError, setPromoError] = useState<string | null>(null);
  const methods = useGetPaymentMethodsQuery();
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  // Only what the server takes is offered; the first is chosen until the visitor picks another.
  const method =
    chosenMethod && methods.data?.includes(chosenMethod) ? chosenMethod : (methods.data?.[0] ?? null);
  const [registration, setRegistration] = useState<RegistrationView | null>(null);
  const cart = useMemo(() => toCartInput(items, promoCode), [items, promoCode]);
  const checking = useRef(false);

  /** Drops events that have started; true when any were dropped. */
  const dropPastEvents = async (): Promise<boolean> => {
    try {
      const { hasPastEvents, pastEventIds } = await checkPastEvents(
        items.map((item) => item.eventId),
      ).unwrap();
      if (!hasPastEvents) return false;
      const titles = [
        ...new Set(
          items.filter((item) => pastEventIds.includes(item.eventId)).map((item) => item.eventTitle),
        ),
      ];
      dispatch(cartEventsDropped(pastEventIds));
      setNotice(
        `${titles.join(', ')} ${titles.length === 1 ? 'has' : 'have'} already started and ${titles.length === 1 ? 'was' : 'were'} removed from your cart.`,
      );
      return true;
    } catch {
      // The checkout refuses closed events itself.
      return false;
    }
  };

  useEffect(() => {
    if (checking.current) return;
    checking.current = true;
    void dropPastEvents().finally(() => setPastChecked(true));
    // Once, on arrival; paying checks again.
  }, []);

  useEffect(() => {
    if (!pastChecked || !cart || registration) return;
    let current = true;
    quoteCart(cart)
      .unwrap()
      .then(
        (priced) => {
          if (!current) return;
          setQuote(priced);
          setQuoteProblem(null);
          dispatch(gstSet(priced.gstRateBasisPoints / 100));
        },
        (error: unknown) => {
          if (!current) return;
          const refused = problemOf(error, 'Your cart cannot be registered as it is');
          if (refused.promoCode.length > 0) {
            // The code is refused (unknown, expired ...): price the cart without it, and say why.
            setPromoError(refused.promoCode.join(' '));
            dispatch(cartPromoCodeSet(null));
            return;
          }
          setQuote(null);
          setQuoteProblem(refused.problem);
        },
      );
    return () => {
      current = false;
    };
  }, [pastChecked, cart, registration, requote, quoteCart, dispatch]);

  if (registration) return <PaymentStep registration={registration} />;
  if (items.length === 0) {
    // Every class in it had started.
    return (
      <Flex vertical gap="large">
        {notice && <Alert type="warning" showIcon title={notice} data-testid="checkout-notice" />}
        <EmptyCart />
      </Flex>
    );
  }

  const applyPromo = () => {
    setPromoError(null);
    setPayProblem(null);
    dispatch(cartPromoCodeSet(promoInput));
  };
  const removePromo = () => {
    setPromoError(null);
    setPromoInput('');
    dispatch(cartPromoCodeSet(null));
  };

  const free = quote?.totalCents === 0;

  const pay = async () => {
    if (!cart || !quote || (!free && !method)) return;
    setPayProblem(null);
    setNotice(null);
    if (await dropPastEvents()) return;
    try {
      const created = await createRegistration({
        ...cart,
        // A free registration takes no payment: the server records none, whatever is sent.
        paymentMethod: method ?? 'paynow',
        expectedTotalCents: quote.totalCents,
        idempotencyKey,
      }).unwrap();
      // The registration holds the seats now; the cart has done its work.
      dispatch(cartCleared());
      if (awaitsPayment(created)) setRegistration(created);
      else await navigate(thankYouPath(created.id));
    } catch (error) {
      const parsed = parseApiError(error);
      if (parsed.status === 409) {
        // The price changed, a class filled up, or the record was busy: say so and price the cart again.
        setPayProblem({ title: parsed.message });
        setRequote((count) => count + 1);
        return;
      }
      const refused = problemOf(error, 'Your registration could not be made');
      if (refused.promoCode.length > 0) setPromoError(refused.promoCode.join(' '));
      setPayProblem(refused.problem);
    }
  };

  return (
    <Flex vertical gap="large">
      {notice && <Alert type="warning" showIcon title={notice} data-testid="checkout-notice" />}
      <ProblemAlert problem={quoteProblem} />
      <ProblemAlert problem={payProblem} />
      <Card title="Your registration" data-testid="review">
        {!quote ? (
          quoting || !pastChecked ? (
            <Spin />
          ) : (
            <Typography.Text type="secondary">The price could not be worked out.</Typography.Text>
          )
        ) : (
          <Spin spinning={quoting}>
            <Flex vertical gap="middle">
              <PricedLines lines={quote.lines.map((line, index) => ({ ...line, key: index }))} />
              <QuoteTotals quote={quote} />
            </Flex>
          </Spin>
        )}
      </Card>
      <Card title="Promo code">
        <Flex vertical gap={4}>
          <Flex gap="small" wrap>
            <Input
              value={promoInput}
              onChange={(event) => setPromoInput(event.target.value)}
              onPressEnter={applyPromo}
              maxLength={40}
              placeholder="Enter a promo code"
              status={promoError ? 'error' : undefined}
              style={{ maxWidth: 260 }}
              aria-label="Promo code"
              data-testid="promo-code"
            />
            <Button onClick={applyPromo} disabled={!promoInput.trim()} data-testid="apply-promo">
              Apply
            </Button>
            {promoCode && (
              <Button type="link" onClick={removePromo}>
                Remove {promoCode}
              </Button>
            )}
          </Flex>
          {promoError && (
            <Typography.Text type="danger" data-testid="promo-error">
              {promoError}
            </Typography.Text>
          )}
        </Flex>
      </Card>
      {!free && (
        <Card title="Payment method">
          {methods.error ? (
            <LoadErrorAlert error={methods.error} onRetry={methods.refetch} />
          ) : !methods.data ? (
            <Spin />
          ) : methods.data.length === 0 ? (
            <Alert
              type="warning"
              showIcon
              title="Online payment is not available right now"
              description="Please contact us to complete your registration."
              data-testid="no-payment-methods"
            />
          ) : (
            <Radio.Group
              value={method}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
              data-testid="payment-method"
            >
              <Flex vertical gap="small">
                {methods.data.map((value) => (
                  <Radio key={value} value={value} data-testid={`payment-method-${value}`}>
                    <strong>{paymentMethodLabels[value]}</strong>{' '}
                    <Typography.Text type="secondary">{methodHints[value]}</Typography.Text>
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
          )}
        </Card>
      )}
      <Flex justify="space-between" gap="small" wrap>
        <Link to={registrationPaths.step2}>
          <Button>Back to participant details</Button>
        </Link>
        <Button
          type="primary"
          size="large"
          icon={free ? <LockOutlined /> : <CreditCardOutlined />}
          disabled={!quote || quoting || (!free && !method)}
          loading={creating}
          onClick={() => void pay()}
          data-testid="pay-button"
        >
          {free ? 'Confirm registration' : quote ? `Pay ${formatMoney(quote.totalCents)}` : 'Pay'}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Step 3: the server's price of the cart, a promo code, the payment method, then registration and payment. */
export function RegistrationStep3() {
  usePageTitle('Registration');
  const { items, promoCode } = useAppSelector(selectCart);
  const [started] = useState(() => items.length > 0);
  const [searchParams] = useSearchParams();

  // The cart empties once the registration is made, and the payment stays on this page: the review is
  // shown when the visit began with a cart.
  if (!started) {
    // PayPal's cancel sends the payer back here (?token= is the order), after the cart was emptied.
    const paypalToken = searchParams.get('token');
    const cancelledPaypal = paypalToken
      ? paypalOrderRegistration(browserCartStorages().session, paypalToken)
      : null;
    return (
      <RegistrationPage step={2}>
        {cancelledPaypal === null ? <EmptyCart /> : <PaypalCancelled registrationId={cancelledPaypal} />}
      </RegistrationPage>
    );
  }
  if (items.some((item) => !item.participant)) return <Navigate to={registrationPaths.step2} replace />;

  return (
    <RegistrationPage step={2}>
      <Review items={items} promoCode={promoCode} />
    </RegistrationPage>
  );
}
