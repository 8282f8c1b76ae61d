import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidFolder, assertValidKey, isValidKey, type FileStorage } from './storage.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files in a folder on this machine (`DATA_DIR/uploads`), for `npm start` and tests. */
export function localFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...key.split('/'));

  /** Removes folders a delete left empty, up to (not including) the root. */
  async function pruneEmptyFolders(folder: string): Promise<void> {
    while (folder.startsWith(base + path.sep)) {
      try {
        await rmdir(folder);
      } catch {
        return; // not empty (or already gone): stop here
      }
      folder = path.dirname(folder);
    }
  }

  return {
    kind: 'local',

    async put(key, body) {
      assertValidKey(key);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed over it: rename is atomic on one file system.
      // The dot prefix makes the temporary name an invalid key, so it is never served or listed.
      const temporary = path.join(path.dirname(file), `.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, body, { flag: 'wx' });
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => {});
        throw error;
      }
    },

    async get(key) {
      const contentType = assertValidKey(key);
      // Open first, then stat the open handle: no window for a delete between the two.
      const handle = await open(fileOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), contentType, size: stats.size };
    },

    async delete(keys) {
      keys.forEach(assertValidKey);
      for (const key of keys) {
        await unlink(fileOf(key)).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
      }
      for (const folder of new Set(keys.map((key) => path.dirname(fileOf(key))))) {
        await pruneEmptyFolders(folder);
      }
    },

    async list(folder) {
      assertValidFolder(folder);
      const entries = await readdir(fileOf(folder.slice(0, -1)), {
        recursive: true,
        withFileTypes: true,
      }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)))
        .map((relative) => relative.split(path.sep).join('/'))
        .filter(isValidKey);
    },

    close() {},
  };
}
