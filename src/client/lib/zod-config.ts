import { config } from 'zod/v4/core';

// zod probes `new Function` to decide whether to compile validators; the CSP forbids eval,
// so turn the probe off. Imported first by main.tsx, before any schema is built; from zod's
// core alone, so that the first load carries no more of zod than this setting.
config({ jitless: true });
