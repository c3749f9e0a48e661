import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { AbilityProvider } from './AbilityProvider';
import { router } from './router';
import { store } from './store';

/** Free of antd, so the home page does without it; the areas that use antd load AntdProvider. */
export function App() {
  return (
    <Provider store={store}>
      <AbilityProvider>
        <RouterProvider router={router} />
      </AbilityProvider>
    </Provider>
  );
}
