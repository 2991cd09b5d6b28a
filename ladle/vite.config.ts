import { defineConfig } from 'vite';
import { aliases } from '../scripts/aliases.ts';

export default defineConfig({
  resolve: { alias: aliases },
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'development') },
});
