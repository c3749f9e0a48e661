import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { NavLink } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectCartItems } from '../cart/cartSlice';
import { useCartSync } from '../cart/useCartSync';
import { registrationPaths } from '../paths';

/** The header's link to the registration cart, with its size; it also keeps the cart saved. */
export function CartLink() {
  useCartSync();
  const cartLength = useAppSelector(selectCartItems).length;
  return (
    <NavLink
      to={registrationPaths.start}
      className="site-nav-link"
      data-testid="cart-link"
      aria-label={`Registration cart, ${cartLength} ${cartLength === 1 ? 'item' : 'items'}`}
    >
      <Badge count={cartLength} size="small" offset={[6, -2]} data-testid="cart-length">
        <ShoppingCartOutlined /> Cart
      </Badge>
    </NavLink>
  );
}
