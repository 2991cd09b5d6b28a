import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from '../scripts/aliases.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: aliases },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: '127.0.0.1' },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, host: '127.0.0.1' },
  // Pre-bundled up front, so the first visit never reloads the page to add a dependency.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom/client',
      'react-router',
      'styled-components',
      'swr',
      'swr/_internal',
      'i18next',
      '@azure/msal-browser',
      '@r2wc/react-to-web-component',
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
