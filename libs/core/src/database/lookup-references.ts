import { type EntityManager } from '@mikro-orm/postgresql';

/** The status an entry of a lookup list has while forms may offer it. */
export const ACTIVE_LOOKUP = 'Active';

export interface LookupOption {
  id: number;
  name: string;
}

/**
 * Which of the ids are active entries of a lookup list (with extra conditions), in one query
 * however many ids a form sends. Lookup tables are defined by the configuration module; domain
 * modules name them by entity so they need not depend on it.
 */
export const activeLookupIds = async (
  em: EntityManager,
  entity: string,
  ids: readonly number[],
  where: Record<string, unknown> = {},
): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await em.find<{ id: number; status: string }>(entity, {
    id: { $in: [...new Set(ids)] },
    status: ACTIVE_LOOKUP,
    ...where,
  });
  return new Set(rows.map((row) => row.id));
};

/** A list's active entries in the order staff arranged them, for a form's options. */
export const activeLookupOptions = async (em: EntityManager, entity: string): Promise<LookupOption[]> => {
  const rows = await em.find<{ id: number; name: string; status: string; sortOrder: number }>(
    entity,
    { status: ACTIVE_LOOKUP },
    { orderBy: { sortOrder: 'asc', name: 'asc' }, fields: ['id', 'name'] as never },
  );
  return rows.map((row) => ({ id: row.id, name: row.name }));
};
