/**
 * `npm ci`'s postinstall: prepares the empty PostgreSQL cluster that new embedded databases
 * start from (src/server/db/empty-cluster.ts). Never fails the install: without it, a new
 * database runs initdb itself, only slower.
 */
import { prepareEmptyCluster } from '#server/db/empty-cluster.ts';

try {
  if ((await prepareEmptyCluster()) === 'made') console.log('Prepared the embedded database.');
} catch (error) {
  console.warn(`The embedded database was not prepared (${(error as Error).message}).`);
}
