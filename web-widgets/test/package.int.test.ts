/**
 * @jest-environment node
 */
// The package as a React host installs it: `npm pack` of web-widgets, unpacked into a scratch
// project's node_modules beside exactly the packages its package.json asks for (peers and
// dependencies, linked from this repository's node_modules: no network), then a widget rendered
// from it by a separate Node process and its types checked by tsc. Needs `npm run build` first
// (CI runs it before jest). ADR 0017 has the package layout.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

const run = promisify(execFile);
const WIDGETS = fileURLToPath(new URL('..', import.meta.url));
const REPO_MODULES = join(WIDGETS, '../node_modules');

interface PackedFile {
  path: string;
}
interface PackedPackage {
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
  exports: Record<string, unknown>;
}

let project: string;
let files: string[];
let installed: PackedPackage;

/** Links a package of this repository into the scratch project, as npm would have installed it. */
const link = (name: string) => {
  const target = join(project, 'node_modules', name);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(join(REPO_MODULES, name), target, 'dir');
};

beforeAll(async () => {
  if (!existsSync(join(WIDGETS, 'dist/notification-center/index.js'))) {
    throw new Error('web-widgets is not built: run `npm run build:widgets` before this test.');
  }
  project = mkdtempSync(join(tmpdir(), 'newsdesk-widgets-host-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', project], { cwd: WIDGETS });
  const [packed] = JSON.parse(stdout) as [{ filename: string; files: PackedFile[] }];
  files = packed.files.map((file) => file.path);
  const scope = join(project, 'node_modules/@newsdesk');
  mkdirSync(scope, { recursive: true });
  await run('tar', ['-xzf', join(project, packed.filename), '-C', scope]);
  renameSync(join(scope, 'package'), join(scope, 'web-widgets'));
  installed = JSON.parse(readFileSync(join(scope, 'web-widgets/package.json'), 'utf8')) as PackedPackage;
  for (const name of [...Object.keys(installed.peerDependencies), ...Object.keys(installed.dependencies)]) link(name);
  // The host's own development dependencies, for the type check.
  for (const name of ['@types/react', 'typescript']) link(name);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'newsroom-cms', private: true, type: 'module' }));
}, 60_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('the packed @newsdesk/web-widgets', () => {
  test('holds the built bundles, types and CSS, not the sources, tests, stories or fixtures', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'dist/styles.css',
        'dist/notification-center/index.js',
        'dist/notification-center/index.d.ts',
        'dist/document-viewer/index.js',
        'dist/document-viewer/index.d.ts',
        'dist/standalone/newsdesk-document-viewer.js',
        'locales/de/notifications.json',
      ]),
    );
    const unwanted = files.filter((path) => /^src\/|\.test\.|\.stories\.|\.fixtures\.|\.scenarios\.|\/testing\/|\.map$/.test(path));
    expect(unwanted).toEqual([]);
  });

  test('React, MobX and i18next are peers, and @newsdesk/core is inside, not a dependency', () => {
    expect(Object.keys(installed.peerDependencies).sort()).toEqual([
      'i18next',
      'mobx',
      'mobx-react-lite',
      'react',
      'react-dom',
      'react-i18next',
    ]);
    expect(Object.keys(installed.dependencies)).not.toContain('@newsdesk/core');
    const imports = files
      .filter((path) => path.endsWith('.js') || path.endsWith('.d.ts'))
      .filter((path) => readFileSync(join(project, 'node_modules/@newsdesk/web-widgets', path), 'utf8').includes('@newsdesk/core'));
    expect(imports).toEqual([]);
  });

  test('a widget renders from it in a host project, in German, with its CSS beside it', async () => {
    writeFileSync(
      join(project, 'render.mjs'),
      `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ApiClient } from '@newsdesk/web-widgets/api';
import { bundledResources, createWidgetI18n } from '@newsdesk/web-widgets/i18n';
import { WidgetProvider } from '@newsdesk/web-widgets/provider';
import { NotificationCenterGateway, NotificationCenterStore, NotificationPanel } from '@newsdesk/web-widgets/notification-center';

const api = new ApiClient({ baseUrl: 'https://newsdesk.newsroom.example' });
const store = new NotificationCenterStore(new NotificationCenterGateway(api), {
  cache: null,
  manageDocumentTitle: false,
  visibility: { isHidden: () => false, subscribe: () => () => undefined },
});
const i18n = createWidgetI18n({ language: 'de', resources: bundledResources });
process.stdout.write(renderToString(createElement(WidgetProvider, { api, i18n }, createElement(NotificationPanel, { store }))));
`,
    );
    const { stdout } = await run(process.execPath, ['render.mjs'], { cwd: project });
    expect(stdout).toContain('class="nd-root"');
    expect(stdout).toContain('lang="de"');
    expect(stdout).toContain('Benachrichtigungen');
    expect(stdout).toContain('nd-notification-panel');
    // The stylesheet is an export of its own, with the widget's rules in it.
    const { stdout: css } = await run(
      process.execPath,
      ['--input-type=module', '-e', "process.stdout.write(import.meta.resolve('@newsdesk/web-widgets/styles.css'))"],
      { cwd: project },
    );
    expect(readFileSync(fileURLToPath(css), 'utf8')).toContain('.nd-notification-panel');
  }, 30_000);

  test('its types stand alone: a strict TypeScript host compiles against them', async () => {
    writeFileSync(
      join(project, 'host.tsx'),
      `import { NotificationCenter, NotificationCenterStore, NotificationCenterGateway } from '@newsdesk/web-widgets/notification-center';
import { WidgetProvider } from '@newsdesk/web-widgets/provider';
import { ApiClient } from '@newsdesk/web-widgets/api';

const store = new NotificationCenterStore(new NotificationCenterGateway(new ApiClient({ baseUrl: 'https://newsdesk.example' })));
export const Bell = () => (
  <WidgetProvider language="fr">
    <NotificationCenter store={store} />
  </WidgetProvider>
);
// @ts-expect-error the store is required: the types are real, not any
export const Broken = () => <NotificationCenter />;
`,
    );
    const tsc = join(project, 'node_modules/typescript/bin/tsc');
    const options = ['--noEmit', '--strict', '--jsx', 'react-jsx', '--module', 'esnext', '--moduleResolution', 'bundler'];
    // skipLibCheck off: the package's own .d.ts files are checked too (a dangling import fails).
    const target = ['--target', 'es2022', '--lib', 'es2022,dom,dom.iterable', '--skipLibCheck', 'false'];
    const errors = await run(process.execPath, [tsc, ...options, ...target, 'host.tsx'], { cwd: project }).then(
      () => '',
      (failure: { stdout?: string }) => failure.stdout ?? String(failure),
    );
    expect(errors).toBe('');
  }, 60_000);
});
