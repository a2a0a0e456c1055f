import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The shell compiles widgets and core from source ("source" export condition), so a change in
// either shows up without building the widget package first.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: path.join(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1024,
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000', '/locales': 'http://localhost:3000' } },
});
