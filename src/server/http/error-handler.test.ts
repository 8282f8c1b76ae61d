import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBody } from '#shared/schemas/error.ts';
import { AppError } from '../app-error.ts';
import { registerErrorHandling } from './error-handler.ts';

async function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false });
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post(
    '/x',
    { schema: { body: z.strictObject({ name: z.string().min(1, 'is required') }) } },
    handler,
  );
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('turns an AppError into its status and the one body shape', async () => {
    const app = await appWith(() => {
      throw new AppError('conflict', 'Someone else changed this first.', { state: 'changed' });
    });
    const res = await app.inject({ method: 'POST', url: '/x', payload: { name: 'a' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'Someone else changed this first.',
        fields: { state: 'changed' },
      },
    });
  });

  it('never shows the internals of an unexpected failure', async () => {
    const app = await appWith(() => {
      throw new Error('password=hunter2 at db.internal:5432');
    });
    const res = await app.inject({ method: 'POST', url: '/x', payload: { name: 'a' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(ErrorBody.parse(res.json()).error.code).toBe('internal');
  });

  it('answers a deadlock or serialization failure that escaped its retries with a 409 naming it', async () => {
    for (const [code, named] of [
      ['40P01', /deadlock/],
      ['40001', /serialization failure/],
    ] as const) {
      const app = await appWith(() => {
        throw Object.assign(new Error('Failed query'), {
          cause: Object.assign(new Error('deadlock detected'), { code }),
        });
      });
      const res = await app.inject({ method: 'POST', url: '/x', payload: { name: 'a' } });
      expect(res.statusCode).toBe(409);
      const { error } = ErrorBody.parse(res.json());
      expect(error.code).toBe('conflict');
      expect(error.message).toMatch(named);
    }
  });

  it('reports schema problems per field', async () => {
    const app = await appWith(() => ({}));
    const res = await app.inject({ method: 'POST', url: '/x', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'validation', fields: { name: 'is required' } },
    });
  });

  it('answers broken JSON and a wrong content type in words', async () => {
    const app = await appWith(() => ({}));
    const broken = await app.inject({
      method: 'POST',
      url: '/x',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    });
    const text = await app.inject({
      method: 'POST',
      url: '/x',
      payload: 'name=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(ErrorBody.parse(text.json()).error.code).toBe('unsupported_media_type');
  });

  it('answers a multipart body busboy cannot read with 400, and other errors still with 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    await app.register(multipart);
    app.post('/upload', async (request) => {
      for await (const file of request.files()) await file.toBuffer();
      return {};
    });
    app.post('/json', () => {
      throw new Error('Multipart: Boundary not found');
    });
    const part = '--x\r\nContent-Disposition: form-data; name="f"; filename="a.png"\r\n\r\n';
    for (const [type, payload] of [
      ['multipart/form-data', `${part}abc\r\n--x--\r\n`],
      ['multipart/form-data; boundary=x', `${part}ab`],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, part],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/upload',
        headers: { 'content-type': type! },
        payload: payload!,
      });
      expect(res.statusCode, type).toBe(400);
      expect(ErrorBody.parse(res.json()).error.code).toBe('bad_request');
    }
    const json = await app.inject({ method: 'POST', url: '/json', payload: {} });
    expect(json.statusCode).toBe(500);
  });
});
