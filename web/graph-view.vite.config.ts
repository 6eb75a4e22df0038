/** The `graph view` page's script: one IIFE file (sigma + graphology + web/graph-view.ts) that the page inlines. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: `${root}dist/graph-view`,
    emptyOutDir: true,
    minify: true,
    lib: { entry: `${root}web/graph-view.ts`, formats: ['iife'], name: 'hybridragGraphView', fileName: () => 'graph-view.js' },
  },
});
