import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formatMoney } from '@/shared/money';
import { cartItemRemoved, selectCartItems } from '../cart/cartSlice';
import { maxCartItems } from '../cart/cartTypes';
import { formatDateRange } from '@/shared/formatDateTime';

/** The cart beside step 1: what has been chosen, each removable, and the way on. */
export function CartPanel({ action }: { action: ReactNode }) {
  const items = useAppSelector(selectCartItems);
  const dispatch = useAppDispatch();
  const estimate = items.reduce((sum, item) => sum + item.feeCents, 0);

  return (
    <Card
      title={
        <span>
          <ShoppingCartOutlined /> Your cart
        </span>
      }
      data-testid="cart-panel"
    >
      {items.length === 0 ? (
        <Empty description="No classes chosen yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Flex vertical gap="middle">
          {items.map((item, index) => (
            <Flex key={item.key} justify="space-between" align="flex-start" gap={8} data-testid="cart-item">
              <Flex vertical>
                <Typography.Text strong>
                  {index + 1}. {item.eventTitle}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {formatDateRange(item.startsAt, item.endsAt)}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {item.participant
                    ? `${item.participant.firstName} ${item.participant.lastName}`
                    : 'Participant details in step 2'}{' '}
                  · {formatMoney(item.feeCents)}
                </Typography.Text>
              </Flex>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove ${item.eventTitle}`}
                onClick={() => dispatch(cartItemRemoved(item.key))}
                data-testid="remove-cart-item"
              />
            </Flex>
          ))}
          <Flex justify="space-between">
            <Typography.Text>Estimated total</Typography.Text>
            <Typography.Text strong>{formatMoney(estimate)}</Typography.Text>
          </Flex>
          <Typography.Text type="secondary">
            Prices include GST. Discounts and promo codes are applied in step 3.
            {items.length >= maxCartItems && ` A cart holds at most ${maxCartItems} registrations.`}
          </Typography.Text>
        </Flex>
      )}
      <div style={{ marginTop: 16 }}>{action}</div>
    </Card>
  );
}
