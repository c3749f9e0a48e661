import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { AbilityProvider } from './AbilityProvider';
import { router } from './router';
import { store } from './store';
import { theme } from './theme';

export function App() {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AntApp>
          <AbilityProvider>
            <RouterProvider router={router} />
          </AbilityProvider>
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
