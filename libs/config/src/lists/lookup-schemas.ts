import { EntitySchema, type EntitySchemaProperty } from '@mikro-orm/core';
import { type FieldDefinition, type ListDefinition, RecordStatus, snakeCase } from './list-definition';
import { LIST_DEFINITIONS, listByName } from './registry';

type Property = EntitySchemaProperty<unknown, LookupRow>;

/** A lookup entry as stored: the common columns plus whatever the list defines. */
export interface LookupRow {
  id: number;
  code?: string | null;
  name: string;
  status: RecordStatus;
  sortOrder: number;
  isDefault?: boolean;
  createdAt: Date;
  updatedAt: Date;
  [field: string]: unknown;
}

const property = (field: FieldDefinition): Property => {
  const nullable = !field.required;
  switch (field.type) {
    case 'text':
      return { type: 'string', length: field.maxLength, nullable };
    case 'richText':
      return { type: 'text', nullable };
    case 'integer':
    case 'money':
      return { type: 'integer', nullable };
    case 'percent':
      return { type: 'double', nullable };
    case 'boolean':
      return { type: 'boolean', nullable, default: false };
    case 'date':
      return { type: 'string', columnType: 'date', nullable };
    case 'time':
      return { type: 'string', length: 5, nullable };
    case 'enum':
      return { type: 'string', length: 30, nullable };
    case 'reference': {
      const target = listByName(field.list);
      if (!target) throw new Error(`Field ${field.name} refers to unknown list ${field.list}`);
      // mapToPk keeps the API shape flat: the property holds the referenced entry's id.
      return { kind: 'm:1', entity: target.entity, mapToPk: true, nullable };
    }
  }
};

/**
 * Names (case-insensitive) and codes are unique within a list, and a list has one default at most:
 * partial unique indexes, declared here so migrations and schema diffs agree.
 */
const uniqueIndexes = (list: ListDefinition): [string, string][] => {
  const table = list.table;
  const scope = Object.keys(list.scope ?? {})
    .map((column) => `"${column}", `)
    .join('');
  const indexes: [string, string][] = [
    [
      `${table}_name_unique`,
      `create unique index "${table}_name_unique" on "${table}" (${scope}lower("name"));`,
    ],
  ];
  if (list.hasCode) {
    indexes.push([
      `${table}_code_unique`,
      `create unique index "${table}_code_unique" on "${table}" (${scope}"code") where "code" is not null;`,
    ]);
  }
  if (list.hasDefault) {
    const target = scope ? scope.slice(0, -2) : '"is_default"';
    indexes.push([
      `${table}_default_unique`,
      `create unique index "${table}_default_unique" on "${table}" (${target}) where "is_default";`,
    ]);
  }
  return indexes;
};

/** One entity per table; lists that share a table (feedback questions, footers) share its schema. */
const schemaFor = (list: ListDefinition): EntitySchema<LookupRow> => {
  const properties: Record<string, Property> = {
    id: { type: 'integer', primary: true, autoincrement: true },
    ...(list.hasCode ? { code: { type: 'string', length: 30, nullable: true } } : {}),
    name: { type: 'string', length: list.nameMaxLength ?? 200 },
    status: { enum: true, items: () => RecordStatus, default: RecordStatus.Active },
    sortOrder: { type: 'integer', default: 0 },
    ...(list.hasDefault ? { isDefault: { type: 'boolean', default: false } } : {}),
    ...Object.fromEntries(
      Object.keys(list.scope ?? {}).map((column) => [column, { type: 'string', length: 30 }]),
    ),
    ...Object.fromEntries(
      list.fields.map((field) => [field.name, { ...property(field), fieldName: snakeCase(field.name) }]),
    ),
    createdAt: { type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() },
    updatedAt: {
      type: 'datetime',
      defaultRaw: 'now()',
      onCreate: () => new Date(),
      onUpdate: () => new Date(),
    },
  };
  return new EntitySchema<LookupRow>({
    name: list.entity,
    tableName: list.table,
    properties: properties as never,
    indexes: uniqueIndexes(list).map(([name, expression]) => ({ name, expression })),
  });
};

const schemas = new Map<string, EntitySchema<LookupRow>>();
for (const list of LIST_DEFINITIONS) {
  if (!schemas.has(list.entity)) schemas.set(list.entity, schemaFor(list));
}

export const lookupSchemas: EntitySchema<LookupRow>[] = [...schemas.values()];
