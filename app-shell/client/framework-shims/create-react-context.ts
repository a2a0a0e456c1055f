// @reach/router 1.3.4 (kept by the product owner, ADR 0001) imports the create-react-context
// polyfill for React < 16.3. React 19 has createContext itself; the polyfill only added bytes to
// every screen's first paint (ADR 0016). Swapped in by vite.config.ts.
import { createContext } from 'react';

export default createContext;
