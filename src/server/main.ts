/** The server alone (`npm run dev` watches this file); `npm start` is scripts/start.mjs. */
import { readEnvOrExit } from './env.ts';
import { serve } from './serve.ts';

await serve(readEnvOrExit());
