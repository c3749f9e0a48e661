import { App, Select, type SelectProps } from 'antd';

export interface ConfirmChangeSelectProps {
  options: NonNullable<SelectProps['options']>;
  loading?: boolean;
  /** Whether changing now would throw away input, so the user is asked first. */
  needsConfirm: () => boolean;
  /** The question asked (the spec's "Warning: changing ..."). */
  warning: string;
  /** Called before the new value is set, once the change is going ahead: clear what depends on it. */
  onChanging: () => void;
  placeholder?: string;
  testId?: string;
  // Injected by Form.Item.
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/** A select whose changes may discard other input: it asks first; cancelled, the previous value stays. */
export function ConfirmChangeSelect({
  options,
  loading,
  needsConfirm,
  warning,
  onChanging,
  placeholder = 'Choose…',
  testId,
  id,
  value,
  onChange,
}: ConfirmChangeSelectProps) {
  const { modal } = App.useApp();

  const apply = (next: number | null) => {
    onChanging();
    onChange?.(next);
  };

  const change = (next: number | null) => {
    if (next === value) return;
    if (!needsConfirm()) {
      apply(next);
      return;
    }
    modal.confirm({ title: warning, onOk: () => apply(next) });
  };

  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => change(next ?? null)}
      options={options}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      data-testid={testId}
    />
  );
}
