import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';

export interface ListRowControlsProps {
  /** The row's place in the list, from 0. */
  index: number;
  /** How many rows the list has, so the last cannot move down. */
  count: number;
  /** Form.List's `move` and `remove`, or anything alike. */
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** "module": the buttons' accessible names ("Move module 2 up") and test ids (`module-2-up`). */
  noun: string;
  /** At least this many rows stay: their Remove is disabled. */
  minRows?: number;
}

/** Move up, move down and remove for one row of an ordered list the user edits (a Form.List). */
export function ListRowControls({ index, count, move, remove, noun, minRows = 0 }: ListRowControlsProps) {
  const number = index + 1;
  return (
    <Flex gap={4}>
      <Tooltip title="Move up">
        <Button
          icon={<ArrowUpOutlined />}
          disabled={index === 0}
          onClick={() => move(index, index - 1)}
          aria-label={`Move ${noun} ${number} up`}
          data-testid={`${noun}-${number}-up`}
        />
      </Tooltip>
      <Tooltip title="Move down">
        <Button
          icon={<ArrowDownOutlined />}
          disabled={index >= count - 1}
          onClick={() => move(index, index + 1)}
          aria-label={`Move ${noun} ${number} down`}
          data-testid={`${noun}-${number}-down`}
        />
      </Tooltip>
      <Tooltip title="Remove">
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={count <= minRows}
          onClick={() => remove(index)}
          aria-label={`Remove ${noun} ${number}`}
          data-testid={`${noun}-${number}-remove`}
        />
      </Tooltip>
    </Flex>
  );
}
