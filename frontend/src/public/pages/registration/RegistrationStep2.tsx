import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Flex, type FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { isParticipant } from '@/features/auth/me';
import { ProfileProblemAlert } from '@/features/profile/components/ProfileProblemAlert';
import { useGetMyProfileQuery } from '@/features/profile/profileApi';
import { profileFieldNames, type ProfileProblem } from '@/features/profile/profileForm';
import { profileLookupFields } from '@/features/profile/profileTypes';
import {
  allCartErrorMessages,
  splitCartErrors,
  type CartErrors,
} from '@/features/registration/cart/cartErrors';
import { participantDetailsFrom, toCartInput } from '@/features/registration/cart/cartModel';
import { cartParticipantsSaved, selectCart } from '@/features/registration/cart/cartSlice';
import type { CartItem, ParticipantDetails } from '@/features/registration/cart/cartTypes';
import { EmptyCart } from '@/features/registration/components/EmptyCart';
import { ParticipantCard } from '@/features/registration/components/ParticipantCard';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { registrationPaths } from '@/features/registration/paths';
import { useQuoteCartMutation } from '@/features/registration/registrationApi';
import { applyFieldErrors, parseApiError } from '@/shared/apiError';
import { requiredFieldsMessage } from '@/shared/formMessages';
import { PageSpinner } from '@/shared/PageSpinner';
import { usePageTitle } from '@/shared/usePageTitle';

const participantFields: readonly string[] = [...profileFieldNames, ...profileLookupFields];
const noErrors: CartErrors = { items: {}, promoCode: [], general: [] };
/** Nothing is saved yet at this step: the server only checked the details. */
const detailsRefusedMessage = 'Please check the participants’ details';

/** A signed-in participant's own profile, to start their forms from; null for visitors and staff. */
function useOwnProfile() {
  const user = useAppSelector(selectSessionUser);
  const participant = user !== null && isParticipant(user);
  const { data, isLoading } = useGetMyProfileQuery(undefined, { skip: !participant });
  return { profile: participant ? (data ?? null) : null, isLoading: participant && isLoading };
}

function ParticipantForms({ items }: { items: CartItem[] }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { profile } = useOwnProfile();
  const [quoteCart, { isLoading }] = useQuoteCartMutation();
  const forms = useRef(new Map<string, FormInstance<ParticipantDetails>>());
  const [problem, setProblem] = useState<ProfileProblem | null>(null);
  const [errors, setErrors] = useState<CartErrors>(noErrors);

  const register = useCallback((key: string, form: FormInstance<ParticipantDetails> | null) => {
    if (form) forms.current.set(key, form);
    else forms.current.delete(key);
  }, []);

  const copyFirst = useCallback(() => {
    const first = items[0] && forms.current.get(items[0].key);
    return first ? (first.getFieldsValue(true) as ParticipantDetails) : null;
  }, [items]);

  /** Every form's values; null (the fields say why, and the first is scrolled to) when any fails its checks. */
  const collect = async (): Promise<Record<string, ParticipantDetails> | null> => {
    const results = await Promise.all(
      items.map(async (item) => {
        const form = forms.current.get(item.key);
        if (!form) return null;
        try {
          await form.validateFields();
          return [item.key, form.getFieldsValue(true) as ParticipantDetails] as const;
        } catch {
          return null;
        }
      }),
    );
    const firstInvalid = results.findIndex((result) => result === null);
    if (firstInvalid >= 0) {
      scrollToFirstError(firstInvalid);
      return null;
    }
    return Object.fromEntries(results.filter((result) => result !== null));
  };

  /** Brings the first field with an error into view (the button is at the bottom of a long page). */
  const scrollToFirstError = (fromIndex = 0) => {
    for (const item of items.slice(fromIndex)) {
      const form = forms.current.get(item.key);
      const field = form?.getFieldsError().find((entry) => entry.errors.length > 0);
      if (form && field) {
        form.scrollToField(field.name, { block: 'center', behavior: 'smooth' });
        return;
      }
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const saveDrafts = () => {
    const drafts: Record<string, ParticipantDetails> = {};
    for (const item of items) {
      const form = forms.current.get(item.key);
      if (form) drafts[item.key] = form.getFieldsValue(true) as ParticipantDetails;
    }
    dispatch(cartParticipantsSaved(drafts));
  };

  const showErrors = (error: unknown) => {
    const parsed = parseApiError(error);
    const split = splitCartErrors(parsed.fieldErrors, participantFields);
    items.forEach((item, index) => {
      const form = forms.current.get(item.key);
      if (form) applyFieldErrors(form, split.items[index]?.fields ?? {});
    });
    setErrors(split);
    scrollToFirstError();
    const details = allCartErrorMessages(split);
    if (parsed.status === 400) setProblem({ title: detailsRefusedMessage, details });
    else if (!isAlertedGlobally(parsed.status)) setProblem({ title: parsed.message, details: [] });
  };

  const onContinue = async () => {
    setProblem(null);
    setErrors(noErrors);
    const details = await collect();
    if (!details) {
      setProblem({ title: requiredFieldsMessage, details: ['Please check the fields marked below.'] });
      return;
    }
    dispatch(cartParticipantsSaved(details));
    const cart = toCartInput(
      items.map((item) => ({ ...item, participant: details[item.key] })),
      // The promo code is step 3's to check; a stale one must not hold up the details.
      null,
    );
    if (!cart) return;
    try {
      await quoteCart(cart).unwrap();
      await navigate(registrationPaths.step3);
    } catch (error) {
      showErrors(error);
    }
  };

  const onBack = async () => {
    saveDrafts();
    await navigate(registrationPaths.step1);
  };

  return (
    <Flex vertical gap="large">
      <ProfileProblemAlert problem={problem} />
      {items.map((item, index) => (
        <ParticipantCard
          key={item.key}
          index={index}
          item={item}
          initialValues={item.participant ?? participantDetailsFrom(profile)}
          messages={errors.items[index]?.messages ?? []}
          register={register}
          copyFirst={index > 0 ? copyFirst : undefined}
        />
      ))}
      <Flex justify="space-between" gap="small" wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void onBack()} data-testid="back-button">
          Back to classes
        </Button>
        <Button
          type="primary"
          icon={<ArrowRightOutlined />}
          iconPlacement="end"
          loading={isLoading}
          onClick={() => void onContinue()}
          data-testid="continue-button"
        >
          Continue to review
        </Button>
      </Flex>
    </Flex>
  );
}

/** Step 2: who attends each class in the cart, checked by the server before the review. */
export function RegistrationStep2() {
  usePageTitle('Registration');
  const { items } = useAppSelector(selectCart);
  const { isLoading } = useOwnProfile();

  return (
    <RegistrationPage step={1}>
      {items.length === 0 ? (
        <EmptyCart />
      ) : isLoading ? (
        // The forms start from the profile, so they wait for it.
        <PageSpinner />
      ) : (
        <ParticipantForms items={items} />
      )}
    </RegistrationPage>
  );
}
