import { Empty, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface ItemListEntry {
  key: React.Key;
  title: ReactNode;
  description?: ReactNode;
  /** Shown at the end of the row, such as a status tag. */
  extra?: ReactNode;
}

/**
 * A short list of titled rows (antd's List is deprecated from 6.6 and warns on every render;
 * its replacement, Listy, is a virtual scroller meant for long lists).
 */
export function ItemList({
  items,
  emptyText,
  testId,
}: {
  items: readonly ItemListEntry[];
  emptyText: string;
  testId: string;
}) {
  if (items.length === 0) {
    return (
      <div data-testid={testId}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </div>
    );
  }
  return (
    <ul data-testid={testId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={item.key}
          data-testid="item-list-row"
          style={{
            padding: '8px 0',
            borderTop: index === 0 ? undefined : '1px solid rgba(5, 5, 5, 0.06)',
          }}
        >
          <Flex justify="space-between" align="center" gap="small">
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong>{item.title}</Typography.Text>
              {item.description && <Typography.Text type="secondary">{item.description}</Typography.Text>}
            </Flex>
            {item.extra}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
