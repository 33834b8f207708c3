// The dev server forwards the API to the mock: the app asks /api/… on its own origin, so the browser sees no other
// origin and sends no CORS preflight (CORE_KIT_URL points at another mock, e.g. one on port 4011).
import { defineConfig } from 'vite';

export default defineConfig({
  server: {
    proxy: {
      '/api/core': { target: process.env.CORE_KIT_URL ?? 'http://127.0.0.1:4010', changeOrigin: true },
    },
  },
});
