// Types of standalone-bundle.mjs for the TypeScript tests that import it.
export interface StandaloneBundle {
  entry: string;
  file: string;
}
export declare const WIDGETS_ROOT: string;
export declare const STANDALONE_DIR: string;
export declare const STANDALONE_BUNDLES: readonly StandaloneBundle[];
export declare const buildStandalone: (bundle: StandaloneBundle, options?: { external?: string[] }) => Promise<Uint8Array>;
