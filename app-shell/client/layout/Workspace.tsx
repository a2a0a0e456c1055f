import type { ReactNode } from 'react';
import { type AppStores, createAppStores } from '../stores/app-stores';
import type { SessionStores } from '../stores/session-stores';
import { StoresContext, useSessionStores } from '../stores/stores-context';
import { AppLayout } from './AppLayout';

/** Once per page load: the pages' stores keep their state when the user comes back to a page. */
const workspaces = new WeakMap<SessionStores, AppStores>();
const storesOf = (base: SessionStores): AppStores => {
  let stores = workspaces.get(base);
  if (!stores) {
    stores = createAppStores(base);
    workspaces.set(base, stores);
  }
  return stores;
};

/**
 * Everything behind the login: the stores of every page and the layout around them. A chunk of
 * its own (screens.ts), so /login loads none of it (ADR 0016).
 */
export const Workspace = ({ children }: { children: ReactNode }) => (
  <StoresContext.Provider value={storesOf(useSessionStores())}>
    <AppLayout>{children}</AppLayout>
  </StoresContext.Provider>
);
