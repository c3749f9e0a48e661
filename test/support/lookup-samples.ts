import { randomBytes } from 'node:crypto';
import { type FieldDefinition, type ListDefinition, listByName } from '@app/config';
import { type TestClient } from './test-client';

/** A value the field accepts; ordered fields (dates, times, amounts) increase or decrease so pairs are valid. */
const sampleValue = async (
  client: TestClient,
  field: FieldDefinition,
  position: number,
): Promise<unknown> => {
  switch (field.type) {
    case 'text':
      return field.pattern ? field.pattern.example : `Sample ${field.label}`.slice(0, field.maxLength);
    case 'richText':
      return '<p>Sample <strong>text</strong></p>';
    case 'integer':
      return Math.max(field.min ?? 1, 10);
    case 'money':
      return position === 0 ? 30_000 : 3_000;
    case 'percent':
      return 8.5;
    case 'boolean':
      return true;
    case 'date':
      return position === 0 ? '2026-01-01' : '2026-12-31';
    case 'time':
      return position === 0 ? '09:00' : '18:00';
    case 'enum':
      return field.options[0];
    case 'reference': {
      const target = listByName(field.list);
      if (!target) throw new Error(`Unknown list ${field.list}`);
      return (await createEntry(client, target)).id;
    }
  }
};

/** A valid input for the list, with a name no other test uses. */
export const sampleInput = async (
  client: TestClient,
  list: ListDefinition,
): Promise<Record<string, unknown>> => {
  const input: Record<string, unknown> = { name: `Sample ${randomBytes(4).toString('hex')}` };
  const positions = new Map<string, number>();
  for (const field of list.fields) {
    const position = positions.get(field.type) ?? 0;
    positions.set(field.type, position + 1);
    input[field.name] = await sampleValue(client, field, position);
  }
  return input;
};

export const createEntry = async (
  client: TestClient,
  list: ListDefinition,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: number; name: string }> => {
  const input = { ...(await sampleInput(client, list)), ...overrides };
  const response = await client.post(`/admin/configurations/${list.name}/update`, input);
  if (response.status !== 200)
    throw new Error(`Creating a ${list.name} entry failed: ${response.status} ${response.text}`);
  return response.body as Record<string, unknown> & { id: number; name: string };
};
