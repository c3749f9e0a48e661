import { Button, Empty } from 'antd';
import { Link } from 'react-router';
import { registrationPaths } from '../paths';

export function EmptyCart() {
  return (
    <Empty description="Your cart is empty" data-testid="empty-cart">
      <Link to={registrationPaths.step1}>
        <Button type="primary">Choose classes</Button>
      </Link>
    </Empty>
  );
}
