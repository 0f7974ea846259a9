import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library's auto-cleanup needs test globals; vitest runs without them here.
afterEach(() => {
  cleanup();
});
