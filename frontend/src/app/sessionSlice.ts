import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Me } from '@/features/auth/me';

export interface AlertData {
  type: 'success' | 'info' | 'warning' | 'error';
  title: string;
  description?: string;
}

export interface PopupData {
  title: string;
  content: string;
}

export interface ConfirmationData {
  title: string;
  content: string;
  okText: string;
  danger: boolean;
}

export type ViewedKind = 'user' | 'course' | 'event';
export type CpdBanner = 'pcep' | 'perks';

/** The client-held view state of spec section 3; server data itself lives in the RTK Query cache. */
export interface SessionState {
  user: Me | null;
  viewed: Record<ViewedKind, number | null>;
  alert: AlertData | null;
  popup: PopupData | null;
  confirmation: ConfirmationData | null;
  registrationType: string | null;
  cpdBanners: Record<CpdBanner, boolean>;
  gst: number;
  /** Set while signing out, so guards send the user home rather than to the sign-in page. */
  signingOut: boolean;
}

const initialState: SessionState = {
  user: null,
  viewed: { user: null, course: null, event: null },
  alert: null,
  popup: null,
  confirmation: null,
  registrationType: null,
  cpdBanners: { pcep: false, perks: false },
  gst: 0,
  signingOut: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionUserSet(state, action: PayloadAction<Me>) {
      state.user = action.payload;
      state.signingOut = false;
    },
    signOutStarted(state) {
      state.signingOut = true;
    },
    sessionUserCleared(state) {
      state.user = null;
    },
    viewedSet(state, action: PayloadAction<{ kind: ViewedKind; id: number | null }>) {
      state.viewed[action.payload.kind] = action.payload.id;
    },
    alertShown(state, action: PayloadAction<AlertData>) {
      state.alert = action.payload;
    },
    alertCleared(state) {
      state.alert = null;
    },
    popupShown(state, action: PayloadAction<PopupData>) {
      state.popup = action.payload;
    },
    popupClosed(state) {
      state.popup = null;
    },
    confirmationShown(state, action: PayloadAction<ConfirmationData>) {
      state.confirmation = action.payload;
    },
    confirmationClosed(state) {
      state.confirmation = null;
    },
    registrationTypeSet(state, action: PayloadAction<string | null>) {
      state.registrationType = action.payload;
    },
    cpdBannerSet(state, action: PayloadAction<{ banner: CpdBanner; visible: boolean }>) {
      state.cpdBanners[action.payload.banner] = action.payload.visible;
    },
    gstSet(state, action: PayloadAction<number>) {
      state.gst = action.payload;
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectAlert: (state) => state.alert,
    selectSigningOut: (state) => state.signingOut,
  },
});

export const {
  sessionUserSet,
  sessionUserCleared,
  signOutStarted,
  viewedSet,
  alertShown,
  alertCleared,
  popupShown,
  popupClosed,
  confirmationShown,
  confirmationClosed,
  registrationTypeSet,
  cpdBannerSet,
  gstSet,
} = sessionSlice.actions;

export const { selectSessionUser, selectAlert, selectSigningOut } = sessionSlice.selectors;
