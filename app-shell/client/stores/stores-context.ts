import { createContext, useContext } from 'react';
import type { AppStores } from './app-stores';

export const StoresContext = createContext<AppStores | null>(null);

export const useStores = (): AppStores => {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores needs the StoresContext of the app shell');
  return stores;
};
