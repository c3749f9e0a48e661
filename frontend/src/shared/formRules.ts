import type { FormRule } from 'antd';
import { endsBeforeStart } from './formValues';

/** "First name is required", also for input that is only spaces. */
export function requiredText(label: string): FormRule {
  return { required: true, whitespace: true, message: `${label} is required` };
}

export const emailRule: FormRule = { type: 'email', message: 'Enter a valid e-mail' };

/** A check run only once something is typed, so an empty field is left to `required` (one message a problem). */
export function whenFilled(test: (value: string) => boolean, message: string): FormRule {
  return {
    validator: (_rule, value: string | undefined) =>
      value?.trim() && !test(value.trim()) ? Promise.reject(new Error(message)) : Promise.resolve(),
  };
}

/** An end date not before the date in `startField`; give the item `dependencies={[startField]}` too. */
export function notBefore(startField: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      endsBeforeStart(getFieldValue(startField) as string | undefined, value)
        ? Promise.reject(new Error(message))
        : Promise.resolve(),
  });
}

/** A Form.List's fewest rows. */
export function minRows(count: number, message: string) {
  return {
    validator: (_rule: unknown, rows: unknown[] | undefined) =>
      rows && rows.length >= count ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
