/**
 * The local OpenID provider as a process of its own, for the end-to-end tests: Playwright
 * starts it beside Blush, whose GOOGLE_* settings point at it (playwright.config.ts).
 */
import { startOidcProvider } from './oidc-provider.ts';

const port = Number(process.env.OIDC_PORT ?? 4174);
const redirectUri = process.env.OIDC_REDIRECT_URI ?? 'http://127.0.0.1:4173/oauth/google';

const server = await startOidcProvider({
  port,
  redirectUris: [redirectUri],
  ...(process.env.OIDC_CLIENT_ID ? { clientId: process.env.OIDC_CLIENT_ID } : {}),
  ...(process.env.OIDC_CLIENT_SECRET ? { clientSecret: process.env.OIDC_CLIENT_SECRET } : {}),
});
console.log(`OpenID provider standing in for Google: ${server.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
