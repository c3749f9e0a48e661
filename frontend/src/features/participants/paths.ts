import { recordPaths } from '@/shared/recordPaths';

const base = recordPaths('/admin/people/participants');

/**
 * The merge screen, with record A (and B) already chosen when given: from a participant's page, or from a
 * duplicate the form found.
 */
function merge(a?: number, b?: number): string {
  const picks = new URLSearchParams();
  if (a !== undefined) picks.set('a', String(a));
  if (b !== undefined) picks.set('b', String(b));
  const query = picks.toString();
  return `${base.list}/merge${query ? `?${query}` : ''}`;
}

/**
 * Screen paths sit under /admin/people/ so none equals an API path (/admin/participants/...), which the
 * server would answer with JSON instead of the app.
 */
export const participantPaths = { ...base, merge };
