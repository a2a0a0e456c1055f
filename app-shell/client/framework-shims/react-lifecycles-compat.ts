// @reach/router 1.3.4 runs react-lifecycles-compat's polyfill on its focus handler, which adds the
// legacy lifecycles getDerivedStateFromProps replaces for React < 16.3. React 19 calls
// getDerivedStateFromProps itself, so the class is used as it is (ADR 0016). Swapped in by vite.config.ts.
export const polyfill = <T>(component: T): T => component;
