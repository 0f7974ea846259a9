import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@rapport/source'] },
  ssr: { resolve: { conditions: ['@rapport/source'] } },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}', 'examples/**/*.test.ts'] },
});
