import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { EnvError, parseEnv } from './env.ts';

let env;
try {
  env = parseEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const app = await buildApp({ env });
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});
await app.listen({ host: env.HOST, port: env.PORT });
app.log.info(`${env.PUBLIC_URL} is ready`);
