import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // SITE_OUT lets a second build (e.g. a parallel test run) write elsewhere than dist/.
    outDir: process.env.SITE_OUT || 'dist',
    // The prerender step reads the manifest to add modulepreload links per route.
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
