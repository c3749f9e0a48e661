import { type EntityManager } from '@mikro-orm/postgresql';

/** Active entries of a reference list by code (course types '10', '20' ...; genders 'M', 'F'). */
export const idsByCode = async (em: EntityManager, entity: string): Promise<Map<string, number>> => {
  const rows = await em.find<{ id: number; code: string | null }>(entity, { status: 'Active' } as never);
  return new Map(rows.filter((row) => row.code).map((row) => [row.code!, row.id]));
};

/** Active entries of a provider-defined list (no codes), in their order. */
export const activeIds = async (em: EntityManager, entity: string): Promise<number[]> =>
  (
    await em.find<{ id: number }>(entity, { status: 'Active' } as never, {
      orderBy: { sortOrder: 'asc', id: 'asc' } as never,
    })
  ).map((row) => row.id);
