import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { offlineBuild } from './offline/offline-build';

export default defineConfig({
  plugins: [preact(), offlineBuild()],
  build: { target: 'es2022', sourcemap: false },
  preview: { host: '127.0.0.1' },
});
