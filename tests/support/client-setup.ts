import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '#client/lib/zod-config.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
