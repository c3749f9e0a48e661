import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { cartSynced, selectCart } from './cartSlice';
import { browserCartStorages, cartStorageKey, loadCart, saveCart } from './cartStorage';

/** Keeps the cart in the browser's storage, and takes up changes another tab makes. */
export function useCartSync(): void {
  const cart = useAppSelector(selectCart);
  const dispatch = useAppDispatch();

  useEffect(() => {
    saveCart(cart, browserCartStorages());
  }, [cart]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // null: the other tab cleared its storage altogether.
      if (event.key === cartStorageKey || event.key === null) {
        dispatch(cartSynced(loadCart(browserCartStorages())));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}
