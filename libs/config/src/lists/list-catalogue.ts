import { type FieldDefinition, type ListDefinition } from './list-definition';
import { LIST_DEFINITIONS } from './registry';

/** A field as the back office's generic form renders it (patterns as source text). */
export type FieldDescription = Omit<FieldDefinition, 'pattern'> & {
  pattern?: { source: string; message: string; example: string };
};

export interface ListDescription {
  name: string;
  title: string;
  group: string;
  hasCode: boolean;
  nameLabel: string;
  nameMaxLength: number;
  hasDefault: boolean;
  statusMethod: 'POST' | 'PATCH';
  defaultRoutePrefix: string;
  editPolicy: { action: string; subject: string };
  fields: FieldDescription[];
}

const describeField = (field: FieldDefinition): FieldDescription => {
  if (field.type !== 'text' || !field.pattern) return field as FieldDescription;
  const { pattern, ...rest } = field;
  return {
    ...rest,
    pattern: { source: pattern.regex.source, message: pattern.message, example: pattern.example },
  };
};

const describe = (list: ListDefinition): ListDescription => ({
  name: list.name,
  title: list.title,
  group: list.group,
  hasCode: list.hasCode ?? false,
  nameLabel: list.nameLabel ?? 'Name',
  nameMaxLength: list.nameMaxLength ?? 200,
  hasDefault: list.hasDefault ?? false,
  statusMethod: list.statusMethod ?? 'POST',
  defaultRoutePrefix: list.defaultRoutePrefix ?? list.name,
  editPolicy: list.editPolicy ?? { action: 'update', subject: 'Configuration' },
  fields: list.fields.map(describeField),
});

/** The registry as the back office needs it to draw every list's screen and form. */
export const LIST_CATALOGUE: readonly ListDescription[] = LIST_DEFINITIONS.map(describe);
