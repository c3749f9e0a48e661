import { recordPaths, type RecordPaths } from '@/shared/recordPaths';

export interface PersonPaths extends RecordPaths {
  /** The photo route; the update time in the query makes the browser fetch a replaced photo afresh. */
  photo: (person: { id: number; updatedAt: string }) => string;
}

/**
 * Screen paths sit under /admin/people/ so none equals an API path (/admin/trainers/...), which the server
 * would answer with JSON instead of the app. `record` is the API's singular (`trainer`).
 */
export function personPaths(plural: string, record: string): PersonPaths {
  return {
    ...recordPaths(`/admin/people/${plural}`),
    photo: ({ id, updatedAt }) => `/admin/${record}/${id}/photo?v=${encodeURIComponent(updatedAt)}`,
  };
}
