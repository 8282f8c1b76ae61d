import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  BROKEN_CHARACTER,
  CONTROL_CHARACTER,
  INVISIBLE_CHARACTER,
} from '#shared/schemas/common.ts';
import { registerErrorHandling } from './error-handler.ts';
import { badTextFields, registerInputGuard } from './input-guard.ts';

describe('badTextFields', () => {
  it('names nested fields, array items and keys the way validation errors do', () => {
    const body = {
      name: 'ok\n\tstill ok',
      email: 'a\u0000b',
      location: { street: 'x\u001by' },
      services: [{ id: 'fine' }, { id: '\u007f' }],
      'bad\u0001key': 'value',
    };
    expect(Object.keys(badTextFields(body))).toEqual([
      '_',
      'email',
      'location.street',
      'services.1.id',
    ]);
    expect(badTextFields('\u0000')).toEqual({ _: CONTROL_CHARACTER });
    expect(badTextFields({ n: 5, b: true, z: null })).toEqual({});
  });

  it('says what is wrong: a lone surrogate, a C1 control, a reversing or invisible character', () => {
    expect(
      badTextFields({ a: '\ud800', b: 'x\u0085', c: 'evil\u202Etxt', d: 'a\u200Bb', e: '\udc00x' }),
    ).toEqual({
      a: BROKEN_CHARACTER,
      b: CONTROL_CHARACTER,
      c: INVISIBLE_CHARACTER,
      d: INVISIBLE_CHARACTER,
      e: BROKEN_CHARACTER,
    });
    // Emoji (pairs, joiners, variation selectors) and line breaks pass the net.
    expect(badTextFields({ text: 'Hi 👩\u200D🎤 ❤\uFE0F\nthanks' })).toEqual({});
  });

  it('walks a very deep body without overflowing the stack, and names at most 20', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(Object.keys(badTextFields(deep))).toHaveLength(1);
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, '\u0000']));
    expect(Object.keys(badTextFields(many))).toHaveLength(20);
  });
});

describe('the input guard', () => {
  async function app() {
    const instance = Fastify({ logger: false });
    registerErrorHandling(instance);
    registerInputGuard(instance);
    instance.post('/things/:id', () => ({ ok: true }));
    await instance.ready();
    return instance;
  }

  it('answers a control character in the body, query or path with a 400 naming it', async () => {
    const server = await app();
    const body = await server.inject({
      method: 'POST',
      url: '/things/1',
      payload: { user: { firstName: 'A\u0000' } },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Please check the highlighted fields.',
        fields: { 'user.firstName': CONTROL_CHARACTER },
      },
    });
    const query = await server.inject({ method: 'POST', url: '/things/1?q=a%01', payload: {} });
    expect(query.json()).toMatchObject({
      error: {
        message: 'Please check the highlighted fields (querystring).',
        fields: { q: CONTROL_CHARACTER },
      },
    });
    const params = await server.inject({ method: 'POST', url: '/things/a%00b', payload: {} });
    expect(params.statusCode).toBe(400);
    expect(params.json()).toMatchObject({ error: { fields: { id: CONTROL_CHARACTER } } });
    const fine = await server.inject({
      method: 'POST',
      url: '/things/1?q=caf%C3%A9',
      payload: { text: 'line\r\n\tline' },
    });
    expect(fine.statusCode).toBe(200);
    await server.close();
  });
});
