// zod probes `new Function` to decide whether to compile validators; the CSP forbids eval, so
// the probe is turned off. zod keeps its settings on `globalThis.__zod_globalConfig` (the one
// object every copy of zod shares, taken as it is when zod loads): setting it here, first in
// main.tsx, costs the first load none of zod, which comes with the forms that validate
// (decision 0043). zod-config.test.tsx checks zod reads it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
