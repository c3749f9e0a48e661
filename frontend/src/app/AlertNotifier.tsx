import { App } from 'antd';
import { useEffect } from 'react';
import { AntdProvider } from './AntdProvider';
import { useAppDispatch, useAppSelector } from './hooks';
import { alertCleared, selectAlert } from './sessionSlice';

function Notifier() {
  const alert = useAppSelector(selectAlert);
  const dispatch = useAppDispatch();
  const { notification } = App.useApp();

  useEffect(() => {
    if (!alert) return;
    notification[alert.type]({ title: alert.title, description: alert.description });
    dispatch(alertCleared());
  }, [alert, dispatch, notification]);

  return null;
}

/** Shows the alert held in the store (spec 3) as an antd notification, then clears it. */
export function AlertNotifier() {
  return (
    <AntdProvider>
      <Notifier />
    </AntdProvider>
  );
}
