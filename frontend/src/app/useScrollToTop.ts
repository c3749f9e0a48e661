import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 2.1: every navigation starts at the top-left of the page. */
export function useScrollToTop(): void {
  const { key } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}
