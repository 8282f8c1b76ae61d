import { z } from 'zod';

// zod probes `new Function` to decide whether to compile validators; the CSP forbids eval,
// so turn the probe off. Imported first by main.tsx, before any schema is built.
z.config({ jitless: true });
