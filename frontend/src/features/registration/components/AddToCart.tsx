import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Select, Tag } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formatMoney } from '@/shared/money';
import { countInCart, newCartItem, participantTypeOptions } from '../cart/cartModel';
import { cartItemAdded, selectCartItems } from '../cart/cartSlice';
import { maxCartItems } from '../cart/cartTypes';
import type { RegistrableEvent } from '../registrationTypes';

/**
 * Step 1's choice for one event: the participant type (when the event has rates by type) and adding it to
 * the cart. Adding it again registers one more participant for it.
 */
export function AddToCart({ event }: { event: RegistrableEvent }) {
  const items = useAppSelector(selectCartItems);
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [participantTypeId, setParticipantTypeId] = useState<number | null>(null);
  const inCart = countInCart(items, event.id);
  const full = event.seatsLeft <= 0 || inCart >= event.seatsLeft;
  const options = participantTypeOptions(event);

  const add = () => {
    dispatch(cartItemAdded(newCartItem(event, participantTypeId)));
    void message.success(`${event.title} is in your cart`);
  };

  return (
    <Flex gap="small" align="center" wrap data-testid="add-to-cart">
      {options.length > 1 && (
        <Select<number | null>
          value={participantTypeId}
          onChange={setParticipantTypeId}
          options={options.map((option) => ({
            value: option.value,
            label: `${option.label}: ${formatMoney(option.feeCents)}`,
          }))}
          style={{ minWidth: 200 }}
          aria-label="Participant type"
          data-testid="participant-type"
        />
      )}
      <Button
        type={inCart > 0 ? 'default' : 'primary'}
        icon={<PlusOutlined />}
        onClick={add}
        disabled={full || items.length >= maxCartItems}
        data-testid="add-to-cart-button"
      >
        {inCart > 0 ? 'Add another participant' : 'Add to cart'}
      </Button>
      {inCart > 0 && (
        <Tag color="processing" data-testid="in-cart">
          In cart{inCart > 1 ? ` ×${inCart}` : ''}
        </Tag>
      )}
    </Flex>
  );
}
