import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useAppSelector } from './hooks';
import { loadChunk } from './loadChunk';
import { selectAlert } from './sessionSlice';

// Offline, the alert cannot be shown: the page stays as it is rather than turning into an error page.
const AlertNotifier = lazy<ComponentType>(() =>
  loadChunk(() => import('./AlertNotifier')).then(
    (module) => ({ default: module.AlertNotifier }),
    () => ({ default: () => null }),
  ),
);

/**
 * Loads the notifier (antd) with the first alert, not before: most visits never have one. It stays
 * mounted from then on, since its notifications live only as long as it does.
 */
export function AlertHost() {
  const alert = useAppSelector(selectAlert);
  const [needed, setNeeded] = useState(false);
  if (alert && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AlertNotifier />
    </Suspense>
  );
}
