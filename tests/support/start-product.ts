import { spawn } from 'node:child_process';

/**
 * Starts the product the way a person does — a shell command such as README's `npm start` —
 * in its own process group, and waits for GET /api/health. Used by the production test, the
 * README smoke test in CI and the start-up benchmark, so all three run what users run.
 */
export interface StartedProduct {
  baseUrl: string;
  /** Milliseconds from spawning the command to the first healthy answer. */
  startedInMs: number;
  /** Everything the command printed so far (stdout and stderr). */
  output(): string;
  /** The command's process, leader of the group (the server itself when the command `exec`s it). */
  pid: number;
  /** Stops the whole process group (npm and the server under it) and waits for it. */
  stop(): Promise<void>;
  /** kill -9 of the whole process group at once (a crash, a power cut), and waits for it. */
  crash(): Promise<void>;
}

export interface StartProductOptions {
  command: string;
  cwd: string;
  /** The whole environment of the command: nothing else is inherited. */
  env: Record<string, string>;
  port: number;
  timeoutMs?: number;
}

export async function startProduct(options: StartProductOptions): Promise<StartedProduct> {
  const began = performance.now();
  const child = spawn('bash', ['-c', options.command], {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (!running) return;
    process.kill(-child.pid!, 'SIGTERM');
    const timer = setTimeout(() => running && process.kill(-child.pid!, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  const crash = async () => {
    if (!running) return;
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
  };

  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = began + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (!running)
      throw new Error(`\`${options.command}\` exited before it was healthy:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`\`${options.command}\` was not healthy in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    startedInMs: performance.now() - began,
    output: () => output,
    pid: child.pid!,
    stop,
    crash,
  };
}
