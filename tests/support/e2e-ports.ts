/** The end-to-end app's port; E2E_PORT lets two checkouts run their suites side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 4173);

/** The local OpenID provider that stands in for Google takes the next port. */
export const OIDC_PORT = PORT + 1;

/** The local geocoder (Photon's format, recorded answers) the app's address search asks. */
export const GEOCODER_PORT = PORT + 2;

/** A second app in the pseudo-locale (PSEUDO_LOCALE=1) for tests/e2e/pseudo-locale.spec.ts. */
export const PSEUDO_PORT = PORT + 3;
