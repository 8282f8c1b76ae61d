import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubXhr, type FakeXhr } from '#tests/support/fake-xhr.ts';
import { ApiError, NETWORK_MESSAGE, sessionEvents } from './api.ts';
import { upload } from './upload.ts';

const picture = (name = 'look.jpg') => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

describe('upload', () => {
  let sent: FakeXhr[];
  beforeEach(() => {
    sent = stubXhr();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the files as multipart, with no token (the cookie goes along), and resolves with the answer', async () => {
    const answer = upload<{ message: string }>('/images', [picture('a.jpg'), picture('b.png')]);
    const [xhr] = sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/images');
    expect(xhr?.headers).toEqual({ accept: 'application/json' });
    expect(xhr?.fileNames()).toEqual(['a.jpg', 'b.png']);
    xhr?.respond(200, { message: 'Pictures Added' });
    await expect(answer).resolves.toEqual({ message: 'Pictures Added' });
  });

  it('reports how much of the body has been sent', async () => {
    const fractions: number[] = [];
    const answer = upload('/images', [picture()], { onProgress: (f) => fractions.push(f) });
    sent[0]?.progress(25, 100);
    sent[0]?.progress(100, 100);
    sent[0]?.respond(200, {});
    await answer;
    expect(fractions).toEqual([0.25, 1]);
  });

  it("turns the server's error body into an ApiError", async () => {
    const answer = upload('/images', [picture()]);
    sent[0]?.respond(415, {
      error: { code: 'unsupported_media_type', message: '"text/plain" is not a supported format' },
    });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      code: 'unsupported_media_type',
      message: '"text/plain" is not a supported format',
    });
  });

  it('answers a lost connection, or an answer that is not ours, with the network message', async () => {
    const lost = upload('/images', [picture()]);
    sent[0]?.failNetwork();
    await expect(lost).rejects.toMatchObject({ status: 0, code: 'unavailable' });

    const proxy = upload('/images', [picture()]);
    sent[1]?.respond(502, '<html>Bad gateway</html>');
    await expect(proxy).rejects.toMatchObject({ status: 502, message: NETWORK_MESSAGE });
  });

  it('tells the auth state the session ended on a 401, as api() does', async () => {
    const told = vi.fn();
    const stop = sessionEvents.subscribe(told);
    const answer = upload('/images', [picture()]);
    sent[0]?.respond(401, { error: { code: 'unauthorized', message: 'Please sign in.' } });
    await expect(answer).rejects.toMatchObject({ status: 401, message: 'Please sign in.' });
    expect(told).toHaveBeenCalledOnce();
    stop();
  });

  it('stops the request when its signal aborts, rejecting with an AbortError', async () => {
    const controller = new AbortController();
    const answer = upload('/images', [picture()], { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent[0]?.settled).toBe(true);

    const late = upload('/images', [picture()], { signal: controller.signal });
    await expect(late).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toHaveLength(1);
  });
});
