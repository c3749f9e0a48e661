import { App } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from './hooks';
import { alertCleared, selectAlert } from './sessionSlice';

/** Shows the alert held in the store (spec 3) as a notification, then clears it. */
export function AlertHost() {
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
