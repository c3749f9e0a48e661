import { configureStore } from '@reduxjs/toolkit';
import { cartSlice } from '@/features/registration/cart/cartSlice';
import { baseApi } from './api/baseApi';
import { sessionSlice } from './sessionSlice';

export const store = configureStore({
  reducer: {
    [baseApi.reducerPath]: baseApi.reducer,
    [sessionSlice.reducerPath]: sessionSlice.reducer,
    [cartSlice.reducerPath]: cartSlice.reducer,
  },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
});

export type AppStore = typeof store;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
