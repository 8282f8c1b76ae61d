import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

/**
 * A stand-in for XMLHttpRequest with the surface upload() uses. Each sent request waits until
 * the test moves it on: progress(), respond(), failNetwork() or the code under test's abort().
 */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  settled = false;
  readonly upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor(private readonly sent: FakeXhr[]) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData) {
    this.body = body;
    this.sent.push(this);
  }

  abort() {
    if (this.settled) return;
    this.settled = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** The names of the files sent in `field`. */
  fileNames(field = 'files'): string[] {
    return (this.body?.getAll(field) ?? []).map((part) => (part as File).name);
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown) {
    this.settled = true;
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  failNetwork() {
    this.settled = true;
    this.onerror?.(new ProgressEvent('error'));
  }
}

/** Replaces XMLHttpRequest; returns the requests sent, oldest first. Undo with vi.unstubAllGlobals. */
export function stubXhr(): FakeXhr[] {
  const sent: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(sent);
      }
    },
  );
  return sent;
}
