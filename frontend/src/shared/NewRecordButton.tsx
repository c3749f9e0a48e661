import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { Can } from '@/app/abilityContext';
import type { RecordScreens } from './recordScreens';

/** "New user": the way from a list to its create page, for users who may create one. */
export function NewRecordButton({ screens: { subject, noun, testId, paths } }: { screens: RecordScreens }) {
  return (
    <Can I="create" a={subject}>
      <Link to={paths.create}>
        <Button type="primary" icon={<PlusOutlined />} data-testid={`new-${testId}`}>
          {`New ${noun}`}
        </Button>
      </Link>
    </Can>
  );
}
