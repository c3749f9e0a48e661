import { NavLink } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { Icon } from '@/shared/Icon';
import { selectCartItems } from '../cart/cartSlice';
import { useCartSync } from '../cart/useCartSync';
import { registrationPaths } from '../paths';
import './cartLink.css';

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
      <span className="cart-link-badge" data-testid="cart-length">
        <Icon name="cart" /> Cart
        {cartLength > 0 && <sup className="cart-link-count">{cartLength}</sup>}
      </span>
    </NavLink>
  );
}
