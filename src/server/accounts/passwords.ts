import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a random value: checking against it when no account exists makes a failed
// sign-in take the same time whether or not the e-mail is registered.
const decoy = hash(crypto.randomUUID());

export async function checkPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  const candidate = passwordHash ?? (await decoy);
  const ok = await verify(candidate, password).catch(() => false);
  return ok && passwordHash !== null;
}
