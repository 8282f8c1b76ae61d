import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY_FILE, seal, taxDataKey, unseal } from './tax-crypto.ts';

describe('the tax data key', () => {
  it('is made once in DATA_DIR on first start, readable by its owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blush-tax-'));
    const key = taxDataKey({ DATA_DIR: dir, TAX_DATA_KEY: undefined });
    expect(key).toHaveLength(32);
    const file = join(dir, KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(key.toString('hex'));
    expect(taxDataKey({ DATA_DIR: dir, TAX_DATA_KEY: undefined })).toEqual(key);
  });

  it('comes from TAX_DATA_KEY when set (hex or base64)', () => {
    const hex = 'ab'.repeat(32);
    expect(taxDataKey({ DATA_DIR: '/nonexistent', TAX_DATA_KEY: hex }).toString('hex')).toBe(hex);
    const b64 = Buffer.from(hex, 'hex').toString('base64');
    expect(taxDataKey({ DATA_DIR: '/nonexistent', TAX_DATA_KEY: b64 }).toString('hex')).toBe(hex);
  });
});

describe('sealing', () => {
  const key = Buffer.alloc(32, 7);
  const owner = '4b7c2d4e-0000-4000-8000-000000000001';

  it('opens with the same key and owner, and hides the value', () => {
    const sealed = seal(key, owner, { sin: '046454286' });
    expect(sealed).not.toContain('046454286');
    expect(seal(key, owner, { sin: '046454286' })).not.toBe(sealed);
    expect(unseal(key, owner, sealed)).toEqual({ sin: '046454286' });
  });

  it('refuses another key, another owner, or a changed byte', () => {
    const sealed = seal(key, owner, { sin: '046454286' });
    expect(() => unseal(Buffer.alloc(32, 8), owner, sealed)).toThrow();
    expect(() => unseal(key, owner.replace('1', '2'), sealed)).toThrow();
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(() => unseal(key, owner, flipped)).toThrow();
  });
});
