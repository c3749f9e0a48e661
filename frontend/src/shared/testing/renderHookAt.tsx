import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

// Tells React that updates in these tests are wrapped in act(), so it flushes them before act returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders a hook on a page at `url`, inside the same kind of router as the app's (a browser router, whose
 * navigations render as transitions), for specs run in jsdom. `result()` is what the latest render returned.
 */
export function renderHookAt<T>(url: string, useHook: () => T) {
  window.history.replaceState(null, '', url);
  const rendered: { value?: T } = {};
  function Probe() {
    rendered.value = useHook();
    return null;
  }
  const router = createBrowserRouter([{ path: '*', Component: Probe }]);
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<RouterProvider router={router} />));
  return {
    result(): T {
      if (!('value' in rendered)) throw new Error('The hook has not rendered');
      return rendered.value as T;
    },
    unmount: () => act(() => root.unmount()),
  };
}
