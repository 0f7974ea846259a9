import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@rapport/source'] },
  ssr: { resolve: { conditions: ['@rapport/source'] } },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
