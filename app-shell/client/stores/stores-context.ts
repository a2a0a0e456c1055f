import { createContext, useContext } from 'react';
import type { AppStores } from './app-stores';
import type { SessionStores } from './session-stores';

/** From the first render: the session, /login and the toasts (App.tsx). */
export const SessionStoresContext = createContext<SessionStores | null>(null);

/** Inside the logged-in workspace (layout/Workspace.tsx): every store of the shell. */
export const StoresContext = createContext<AppStores | null>(null);

export const useSessionStores = (): SessionStores => {
  const session = useContext(SessionStoresContext);
  const workspace = useContext(StoresContext);
  const stores = session ?? workspace;
  if (!stores) throw new Error('useSessionStores needs the SessionStoresContext of the app shell');
  return stores;
};

export const useStores = (): AppStores => {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores needs the StoresContext of the app shell (inside the workspace)');
  return stores;
};
