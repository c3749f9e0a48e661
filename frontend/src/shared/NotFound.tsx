import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="The page you are looking for does not exist or has moved."
      extra={
        <Link to="/">
          <Button type="primary">Back to home</Button>
        </Link>
      }
    />
  );
}
