import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bundleSize } from './build/bundle-size';
import { precompress } from './build/precompress';

const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  // precompress writes .br/.gz beside the written files; bundleSize measures the bundle itself and
  // fails the build over its limits (issue 19: login page 200 KB gzip, a screen's chunk 150 KB)
  plugins: [react(), bundleSize({ strict: true }), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/socket.io': { target: api, ws: true } },
  },
  // packages loaded on first export or date pick; listed so the dev server does not reload mid-use
  optimizeDeps: { include: ['jspdf', 'jspdf-autotable', 'exceljs', '@mantine/dates', 'dayjs'] },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: false,
    // screens render Mantine in jsdom and type like a person; on a loaded 2-core CI machine a flow
    // can pass 5 s without being wrong
    testTimeout: 20_000,
  },
});
