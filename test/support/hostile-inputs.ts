import { type Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import { type ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { type RouteInputs } from '@app/core';
import { uniqueCeaNo, uniqueEmail, uniqueMobile, uniqueNric } from './people-samples';

/** One malformed request part, named so a failure says which input broke which route. */
export interface HostileCase {
  label: string;
  /** Replaces the path's parameters (already URL-encoded where it matters). */
  path?: string;
  query?: string;
  /** Sent as is with Content-Type: application/json (a string, so invalid JSON and 1e20 survive). */
  json?: string;
  multipart?: { contentType?: string; raw?: string; fields?: Record<string, string>; file?: string };
  headers?: Record<string, string>;
}

type FieldKind =
  'number' | 'date' | 'datetime' | 'string' | 'boolean' | 'array' | 'nested' | 'object' | 'other';

interface Field {
  name: string;
  kind: FieldKind;
  nested?: Type<unknown>;
}

/** class-transformer keeps `@Type(() => X)` here; it publishes no typings for the storage. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const transformerStorage = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: {
    findTypeMetadata(target: object, property: string): { typeFunction: () => Type<unknown> } | undefined;
  };
};

const validations = (type: Type<unknown>): ValidationMetadata[] =>
  getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);

const KIND_BY_CONSTRAINT: Record<string, FieldKind> = {
  wholeNumber: 'number',
  isInt: 'number',
  isNumber: 'number',
  isCalendarDate: 'date',
  isDateTime: 'datetime',
  isBoolean: 'boolean',
  isArray: 'array',
  isObject: 'object',
  isString: 'string',
  matches: 'string',
  maxLength: 'string',
  isEmail: 'string',
  isIn: 'string',
  isEnum: 'string',
  isSgMobile: 'string',
  isNric: 'string',
};

/** The declared fields of a DTO and what kind of value each expects. */
export const fieldsOf = (type: Type<unknown>): Field[] => {
  const byName = new Map<string, Field>();
  for (const metadata of validations(type)) {
    const field: Field = byName.get(metadata.propertyName) ?? { name: metadata.propertyName, kind: 'other' };
    byName.set(metadata.propertyName, field);
    if (metadata.type === 'nestedValidation') {
      field.kind = 'nested';
      field.nested = transformerStorage.defaultMetadataStorage
        .findTypeMetadata(type, metadata.propertyName)
        ?.typeFunction();
      continue;
    }
    const kind = KIND_BY_CONSTRAINT[metadata.name ?? ''];
    // Numbers, dates and containers say more than the string checks that may sit beside them.
    if (kind && (field.kind === 'other' || field.kind === 'string')) field.kind = kind;
  }
  return [...byName.values()];
};

const propertyErrors = (type: Type<unknown>, name: string, value: unknown): boolean => {
  const instance = plainToInstance(type, { [name]: value }) as object;
  return validateSync(instance).some((error) => error.property === name);
};

const textCandidates = (): unknown[] => [
  'Test',
  uniqueEmail(),
  uniqueNric(),
  uniqueMobile(),
  uniqueCeaNo(),
  'Correct-Horse-42',
  '2026-01-15',
  '2026-01-15T09:00:00+08:00',
  '09:00',
  '123456',
  '201912345K',
  'REG-2026-000001',
  'INV-2026-000001',
  'https://example.com/page',
  'CPD',
];

const candidatesFor = (type: Type<unknown>, field: Field, depth: number): unknown[] => {
  const listed = validations(type)
    .filter(
      (metadata) => metadata.propertyName === field.name && ['isIn', 'isEnum'].includes(metadata.name ?? ''),
    )
    .flatMap((metadata): unknown[] => {
      const allowed = (metadata.constraints as unknown[] | undefined)?.[0];
      if (Array.isArray(allowed)) return (allowed as unknown[]).slice(0, 1);
      return Object.values(allowed ?? {}).slice(0, 1);
    });
  const nested = field.nested && depth < 3 ? validSample(field.nested, depth + 1) : undefined;
  return [...listed, ...(nested ? [[nested], nested] : []), 1, ...textCandidates(), true, [], [1], {}, null];
};

/**
 * A best-effort valid body for a DTO, so that one field made hostile at a time reaches the
 * service behind the validation rather than failing on some other missing field.
 */
const samples = new Map<Type<unknown>, Record<string, unknown>>();

export const validSample = (type: Type<unknown>, depth = 0): Record<string, unknown> => {
  const known = samples.get(type);
  if (known) return known;
  const sample: Record<string, unknown> = {};
  for (const field of fieldsOf(type)) {
    const value = candidatesFor(type, field, depth).find(
      (candidate) => !propertyErrors(type, field.name, candidate),
    );
    if (value !== undefined) sample[field.name] = value;
  }
  samples.set(type, sample);
  return sample;
};

const nestedDeeply = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** Hostile JSON values (written as JSON text) for each kind of field. */
const HOSTILE_JSON: Record<FieldKind, string[]> = {
  number: ['true', '"0x2"', '99999999999999999999', '-1', '1.5', '"1e3"', '[1]'],
  date: ['"2026-02-30"', '"2026-13-01"', '"0000-01-01"', '"+275760-09-13"', '20260101'],
  datetime: ['"2026-02-30T10:00:00Z"', '"2026-W01-1"', '"+275760-09-13T00:00:00Z"', '1e20'],
  string: [
    JSON.stringify('x'.repeat(20_000)),
    '123',
    'true',
    '{"a":1}',
    '["a"]',
    '"\\u0000"',
    `"'; drop table x; --"`,
  ],
  boolean: ['"true"', '1', '{}'],
  array: ['"junk"', '[null]', '[[[[[]]]]]', '{"0":1}', `[${Array(10_000).fill('1').join(',')}]`],
  nested: ['"junk"', '[null]', '[1,2]', '{"a":{"b":{"c":[]}}}', `[${nestedDeeply(40)}]`],
  object: ['"junk"', '[]', `{"a":${nestedDeeply(40)}}`],
  other: ['true', '99999999999999999999', '"0x2"', '{"a":[]}', 'null'],
};

const HOSTILE_TEXT: Record<FieldKind, string[]> = {
  number: ['0x2', '99999999999999999999', '-1'],
  date: ['2026-02-30', '2026-13-01'],
  datetime: ['2026-02-30T10:00:00Z', '2026-W01-1'],
  string: ['x'.repeat(10_000)],
  boolean: ['maybe'],
  array: ['junk'],
  nested: ['junk'],
  object: ['junk'],
  other: ['0x2', 'x'.repeat(10_000)],
};

const withField = (base: Record<string, unknown>, name: string, json: string): string => {
  const rest = JSON.stringify({ ...base, [name]: undefined });
  const separator = rest === '{}' ? '' : ',';
  return `{${JSON.stringify(name)}:${json}${separator}${rest.slice(1)}`;
};

let rotation = 0;

/**
 * `count` entries of a list, starting where the previous call left off: every entry is used across
 * the routes while each route gets only a few, which keeps the walk within its time budget.
 */
const rotate = <T>(list: readonly T[], count: number): T[] =>
  Array.from({ length: Math.min(count, list.length) }, () => list[rotation++ % list.length]);

/** Bodies of the wrong shape, then the DTO's sample with one field at a time made hostile. */
export const jsonBodyCases = (type: Type<unknown> | undefined): HostileCase[] => {
  const shapes: HostileCase[] = [
    { label: 'body []', json: '[]' },
    { label: 'body "string"', json: '"string"' },
    { label: 'body null', json: 'null' },
    { label: 'body nested 5000 deep', json: `{"a":${nestedDeeply(5000)}}` },
    {
      label: 'body with junk keys',
      json: '{"__proto__":{"x":1},"constructor":{"prototype":{}},"zz":[[[]]]}',
    },
  ];
  if (!type) return rotate(shapes, 3);
  const base = validSample(type);
  const fieldCases = fieldsOf(type).map((field) => {
    // One hostile value per field, rotating through its kind's list across fields and routes.
    const [json] = rotate(HOSTILE_JSON[field.kind], 1) as [string];
    return {
      label: `body field ${field.name}=${json.length > 40 ? `${json.slice(0, 20)}… (${json.length} chars)` : json}`,
      json: withField(base, field.name, json),
    };
  });
  return [{ label: 'body sample', json: JSON.stringify(base) }, ...rotate(shapes, 2), ...fieldCases];
};

const encode = (values: Record<string, string>): string =>
  Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');

/** What paged lists are sent by attackers; the paging fields' own cases. */
const PAGING_CASES: HostileCase[] = [
  { label: 'query page=1e20&pageSize=-1', query: 'page=1e20&pageSize=-1' },
  { label: 'query page=99999999999999999999', query: 'page=99999999999999999999' },
  { label: 'query 10k keyword', query: `keyword=${'k'.repeat(10_000)}` },
  { label: 'query sort injection', query: `sort=${encodeURIComponent('name;drop table app_user')}` },
  { label: 'query arrays for scalars', query: 'page=1&page=2&keyword=a&keyword=b' },
];
const PAGING_FIELDS = new Set(['page', 'pageSize', 'keyword', 'sort']);

/** Hostile query strings: attackers' paging, then the DTO's other fields one at a time. */
export const queryCases = (type: Type<unknown> | undefined): HostileCase[] => {
  if (!type)
    return [{ label: 'query with unknown hostile fields', query: 'page=1e20&date=2026-02-30&id=0x2' }];
  const fieldCases = fieldsOf(type)
    .filter((field) => !PAGING_FIELDS.has(field.name))
    .flatMap((field) =>
      HOSTILE_TEXT[field.kind].map((value) => ({
        label: `query ${field.name}=${value.length > 20 ? `${value.slice(0, 10)}… (${value.length} chars)` : value}`,
        query: encode({ [field.name]: value }),
      })),
    );
  return [...PAGING_CASES, ...fieldCases];
};

const PATH_VALUES = ['abc', '-1', '0x2', '1.5', '99999999999999999999', '%00'];

/** The route's path with each parameter in turn replaced by a malformed value. */
export const pathCases = (path: string): HostileCase[] => {
  const params = path.match(/:[A-Za-z_]+/g) ?? [];
  return params.flatMap((param) =>
    rotate(PATH_VALUES, 4).map((value) => ({
      label: `path ${param}=${value}`,
      path: path.replace(param, value).replace(/:[A-Za-z_]+/g, '1'),
    })),
  );
};

const BOUNDARY = 'hostile-boundary';

/** Broken multipart bodies, and the form's JSON record or fields made hostile. */
export const multipartCases = (inputs: NonNullable<RouteInputs['multipart']>): HostileCase[] => {
  const part = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const cases: HostileCase[] = [
    { label: 'multipart without boundary', multipart: { contentType: 'multipart/form-data', raw: 'data=1' } },
    {
      label: 'multipart cut short',
      multipart: {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        raw: part('data', '{"a":').slice(0, -4),
      },
    },
    {
      label: 'multipart with a bad part header',
      multipart: {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        raw: `--${BOUNDARY}\r\nContent-Disposition: nonsense\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
      },
    },
    { label: 'multipart data not JSON', multipart: { fields: { data: 'not json' } } },
    { label: 'multipart data []', multipart: { fields: { data: '[]' } } },
    {
      label: 'multipart data nested 5000 deep',
      multipart: { fields: { data: `{"a":${nestedDeeply(5000)}}` } },
    },
    ...['file', 'photo', 'image', 'brochure'].map((name) => ({
      label: `multipart unreadable ${name}`,
      multipart: { fields: { data: '{}' }, file: name },
    })),
  ];
  if (inputs.data) {
    for (const body of jsonBodyCases(inputs.data).filter((entry) => entry.label.startsWith('body field'))) {
      cases.push({ label: `multipart data ${body.label}`, multipart: { fields: { data: body.json! } } });
    }
  }
  if (inputs.fields) {
    for (const field of fieldsOf(inputs.fields)) {
      for (const value of HOSTILE_TEXT[field.kind]) {
        cases.push({
          label: `multipart field ${field.name}=${value.slice(0, 20)}`,
          multipart: { fields: { [field.name]: value } },
        });
      }
    }
  }
  return cases;
};

/** Request-level hostility every route meets before its handler: encodings and sizes. */
const TRANSPORT_CASES: HostileCase[] = [
  { label: 'gzip that does not inflate', json: '{"a":1}', headers: { 'Content-Encoding': 'gzip' } },
  { label: 'unknown content encoding', json: '{"a":1}', headers: { 'Content-Encoding': 'x-unknown' } },
  { label: 'body over the size limit', json: JSON.stringify({ a: 'x'.repeat(200_000) }) },
];

/** One transport fault per route, the three taking turns. */
export const transportCases = (): HostileCase[] => rotate(TRANSPORT_CASES, 1);
