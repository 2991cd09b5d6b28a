import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The scratch app's build: a React page and a plain page, as a stranger's Vite project builds. */
export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    rolldownOptions: { input: { app: 'index.html', plain: 'plain.html' } },
  },
});
