import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from '../scripts/aliases.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: aliases },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: '127.0.0.1' },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, host: '127.0.0.1' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
