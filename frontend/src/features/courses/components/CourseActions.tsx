import { Button, Flex, Popconfirm } from 'antd';
import { Link } from 'react-router';
import { Can } from '@/app/abilityContext';
import { useRecordStatus } from '@/shared/useRecordStatus';
import { courseStatusHooks } from '../coursesApi';
import type { Course } from '../courseTypes';
import { coursePaths } from '../paths';

export interface CourseActionsProps {
  course: Course;
  /** A table row gets small link buttons and a View link; the view page gets full buttons. */
  variant: 'row' | 'page';
  onDeleted?: () => void;
}

/** The actions the user's ability allows on one course; the server checks each request again. */
export function CourseActions({ course, variant, onDeleted }: CourseActionsProps) {
  const { busy, deleting, toggleArchived, remove } = useRecordStatus(courseStatusHooks, course);
  const row = variant === 'row';
  const buttonProps = row ? ({ size: 'small', type: 'link' } as const) : ({} as const);

  const confirmDelete = async () => {
    if ((await remove()) && onDeleted) onDeleted();
  };

  return (
    <Flex gap={row ? 4 : 'small'} wrap={!row} data-testid="course-actions">
      {row && (
        <Link to={coursePaths.view(course.id)}>
          <Button {...buttonProps}>View</Button>
        </Link>
      )}
      <Can I="update" a="Course">
        <Link to={coursePaths.edit(course.id)}>
          <Button {...buttonProps} type={row ? 'link' : 'primary'} disabled={busy}>
            Edit
          </Button>
        </Link>
      </Can>
      <Can I="create" a="Course">
        <Link to={coursePaths.duplicate(course.id)}>
          <Button {...buttonProps} disabled={busy} data-testid="duplicate-course">
            Duplicate
          </Button>
        </Link>
      </Can>
      <Can I="archive" a="Course">
        <Button {...buttonProps} disabled={busy} onClick={() => void toggleArchived()}>
          {course.status === 'Archived' ? 'Unarchive' : 'Archive'}
        </Button>
      </Can>
      <Can I="delete" a="Course">
        <Popconfirm
          title="Delete this course?"
          description="Courses in use cannot be deleted; archive them instead."
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={confirmDelete}
        >
          <Button {...buttonProps} danger disabled={busy} loading={deleting}>
            Delete
          </Button>
        </Popconfirm>
      </Can>
    </Flex>
  );
}
