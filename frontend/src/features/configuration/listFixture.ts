import type { ListDescription } from './configurationTypes';

/** A list description for specs, shaped like the server's; `overrides` set what a spec is about. */
export function listFixture(overrides: Partial<ListDescription> = {}): ListDescription {
  return {
    name: 'venues',
    title: 'Venues',
    group: 'Venues',
    hasCode: false,
    nameLabel: 'Name',
    nameMaxLength: 200,
    hasDefault: false,
    statusMethod: 'POST',
    defaultRoutePrefix: overrides.name ?? 'venues',
    editPolicy: { action: 'update', subject: 'Configuration' },
    fields: [],
    ...overrides,
  };
}
