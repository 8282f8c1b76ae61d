import { expect, it } from 'vitest';
import './zod-config.ts';

it('turns off the probe for compiled validators in the zod the forms load after it', async () => {
  const { config } = await import('zod/v4/core');
  const { z } = await import('zod');
  expect(config().jitless).toBe(true);
  // A schema built after the setting parses without compiling (no `new Function`).
  const spy = globalThis.Function;
  let compiled = 0;
  globalThis.Function = new Proxy(spy, {
    construct(target, args: string[]) {
      compiled += 1;
      return new target(...args);
    },
  });
  try {
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
  } finally {
    globalThis.Function = spy;
  }
  expect(compiled).toBe(0);
});
