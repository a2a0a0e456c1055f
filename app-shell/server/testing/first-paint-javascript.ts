import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of dist/.vite/manifest.json (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FirstPaintJavaScript {
  /** The .js files the browser fetches before the page can paint, entry first. */
  files: string[];
  /** Their sizes gzipped at level 9, as a server would send them (deterministic for a build). */
  gzipBytes: number;
}

/**
 * The built web client's JavaScript as the size budget test sees it (ADR 0016): the entry, the
 * page's chunk, and every chunk either imports statically — what must arrive before the first
 * paint. Dynamic imports (the tour, the release-note body, other pages) do not count.
 */
export class ClientBuild {
  private readonly manifest: Manifest;
  private readonly gzipCache = new Map<string, number>();

  constructor(private readonly distDir: string) {
    this.manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  }

  /** The manifest key of the app's entry (index.html). */
  get entry(): string {
    const key = Object.keys(this.manifest).find((name) => this.manifest[name]?.isEntry);
    if (!key) throw new Error('The vite manifest names no entry chunk.');
    return key;
  }

  /** Whether a source module (e.g. 'pages/LoginPage.tsx') was built as a chunk of its own, loaded on demand. */
  isLazyChunk(source: string): boolean {
    return this.manifest[source]?.isDynamicEntry === true;
  }

  /** `sources`: the lazy chunks the page shows at once, e.g. the workspace and the page itself. */
  firstPaint(...sources: string[]): FirstPaintJavaScript {
    for (const source of sources) if (!this.manifest[source]) throw new Error(`${source} is not in the vite manifest.`);
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of this.manifest[key]?.imports ?? []) visit(imported);
    };
    visit(this.entry);
    for (const source of sources) visit(source);
    const files = [...seen].map((key) => this.manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
    return { files, gzipBytes: files.reduce((sum, file) => sum + this.gzipSize(file), 0) };
  }

  private gzipSize(file: string): number {
    let size = this.gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(this.distDir, file)), { level: 9 }).length;
      this.gzipCache.set(file, size);
    }
    return size;
  }
}
