import type { ListDescription } from './configurationTypes';

export interface ListGroup {
  group: string;
  lists: ListDescription[];
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** The Configuration page's cards: groups and the lists in each sorted by name, so a list is easy to find. */
export function groupLists(lists: readonly ListDescription[]): ListGroup[] {
  const groups = new Map<string, ListDescription[]>();
  for (const list of lists) groups.set(list.group, [...(groups.get(list.group) ?? []), list]);
  return [...groups]
    .map(([group, members]) => ({ group, lists: members.sort((a, b) => byText(a.title, b.title)) }))
    .sort((a, b) => byText(a.group, b.group));
}
