import { Form, Input, InputNumber, Select, Switch, type FormRule } from 'antd';
import type { ReactElement } from 'react';
import type { FieldDescription, FieldType } from '../configurationTypes';
import { ReferenceSelect } from './ReferenceSelect';

/** The server's cap on money (100,000,000 cents), in the dollars the form shows. */
const maxDollars = 1_000_000;

const textTypes: ReadonlySet<FieldType> = new Set(['text', 'richText', 'date', 'time', 'enum']);

/**
 * `whitespace` makes the validator check for a string, so it goes only on text values; a bare `required`
 * accepts any value that is there, numbers and switches included.
 */
function requiredRule(field: FieldDescription): FormRule {
  const message = `${field.label} is required`;
  return textTypes.has(field.type)
    ? { required: true, whitespace: true, message }
    : { required: true, message };
}

function rulesFor(field: FieldDescription): FormRule[] {
  const { label } = field;
  const rules: FormRule[] = field.required ? [requiredRule(field)] : [];
  switch (field.type) {
    case 'text':
      rules.push({ max: field.maxLength, message: `${label} must be at most ${field.maxLength} characters` });
      if (field.pattern) {
        rules.push({ pattern: new RegExp(field.pattern.source), message: field.pattern.message });
      }
      break;
    case 'integer':
      if (field.min !== undefined) {
        rules.push({ type: 'number', min: field.min, message: `${label} must be at least ${field.min}` });
      }
      if (field.max !== undefined) {
        rules.push({ type: 'number', max: field.max, message: `${label} must be at most ${field.max}` });
      }
      break;
    case 'percent':
      rules.push({ type: 'number', min: 0, max: 100, message: `${label} must be between 0 and 100` });
      break;
    case 'money':
      rules.push({
        type: 'number',
        min: 0,
        max: maxDollars,
        message: `${label} must be between 0 and 1,000,000`,
      });
      break;
    case 'richText':
    case 'boolean':
    case 'date':
    case 'time':
    case 'enum':
    case 'reference':
      break;
  }
  return rules;
}

function controlFor(field: FieldDescription): ReactElement {
  switch (field.type) {
    case 'text':
      return <Input maxLength={field.maxLength} />;
    case 'richText':
      // Plain HTML in a text area: the server sanitises it, and the back office needs no editor library.
      return <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />;
    case 'integer':
      return <InputNumber min={field.min} max={field.max} precision={0} style={{ width: '100%' }} />;
    case 'money':
      return <InputNumber min={0} max={maxDollars} precision={2} prefix="S$" style={{ width: '100%' }} />;
    case 'percent':
      return <InputNumber min={0} max={100} precision={2} suffix="%" style={{ width: '100%' }} />;
    case 'boolean':
      return <Switch />;
    case 'date':
      // A native date input, so people and browser tests alike can type YYYY-MM-DD.
      return <Input type="date" />;
    case 'time':
      return <Input type="time" />;
    case 'enum':
      return (
        <Select
          options={field.options.map((option) => ({ value: option, label: option }))}
          allowClear={!field.required}
        />
      );
    case 'reference':
      return <ReferenceSelect list={field.list} allowClear={!field.required} />;
  }
}

/** One of the list's own fields in the entry form, named as the API names it. */
export function EntryFieldItem({ field }: { field: FieldDescription }) {
  return (
    <Form.Item
      name={field.name}
      label={field.label}
      rules={rulesFor(field)}
      valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
    >
      {controlFor(field)}
    </Form.Item>
  );
}
