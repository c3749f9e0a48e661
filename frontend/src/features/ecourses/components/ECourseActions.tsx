import { RecordActions } from '@/shared/RecordActions';
import { ecourseStatusHooks } from '../ecoursesApi';
import type { ECourse } from '../ecourseTypes';
import { ecoursePaths } from '../paths';

export interface ECourseActionsProps {
  ecourse: ECourse;
  /** A table row gets small link buttons and a View link; the view page gets full buttons. */
  variant: 'row' | 'page';
}

/** The actions the user's ability allows on one e-course (edit, archive or unarchive); the server checks again. */
export function ECourseActions({ ecourse, variant }: ECourseActionsProps) {
  return (
    <RecordActions
      record={ecourse}
      subject="ECourse"
      noun="ecourse"
      paths={ecoursePaths}
      hooks={ecourseStatusHooks}
      variant={variant}
    />
  );
}
