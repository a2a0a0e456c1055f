// react-i18next imports the useSyncExternalStore shim for React < 18; React 19 has the hook
// itself (ADR 0016). Swapped in by vite.config.ts.
export { useSyncExternalStore } from 'react';
