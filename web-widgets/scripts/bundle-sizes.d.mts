// Types of bundle-sizes.mjs for the TypeScript tests that import it.
import type { StandaloneBundle } from './standalone-bundle.mjs';

export interface Size {
  raw: number;
  gzip: number;
}
export interface EmbedSize {
  file: string;
  total: Size;
  own: Size;
}
export declare const NOT_OWN_CODE: readonly string[];
export declare const WIDGETS: readonly string[];
export declare const widgetOwnCode: (widget: string) => Promise<Size>;
export declare const embedSizes: (bundle: StandaloneBundle) => Promise<EmbedSize>;
export declare const allSizes: () => Promise<{ embeds: EmbedSize[]; widgets: (Size & { widget: string })[] }>;
