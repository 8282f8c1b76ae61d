/** When a pass fails (the database is unreachable, say), the next one is tried this much later. */
const ERROR_DELAY_MS = 1000;

/**
 * Runs `pass` on demand and again after the delay the pass returns. A wake() while a pass runs
 * makes one more pass right after it, so nothing that arrives mid-pass waits for the timer.
 * Never two passes at once.
 */
export class Pump {
  readonly #pass: () => Promise<number>;
  readonly #onError: (error: unknown) => void;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(pass: () => Promise<number>, onError: (error: unknown) => void) {
    this.#pass = pass;
    this.#onError = onError;
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#again = false;
    this.#running = this.#run().finally(() => {
      this.#running = undefined;
      if (this.#again) this.wake();
    });
  }

  async #run(): Promise<void> {
    let delayMs: number;
    try {
      delayMs = await this.#pass();
    } catch (error) {
      this.#onError(error);
      delayMs = ERROR_DELAY_MS;
    }
    if (this.#stopped || this.#again) return;
    this.#timer = setTimeout(() => this.wake(), Math.max(0, delayMs));
    this.#timer.unref();
  }

  /**
   * Whether wake() was called since the running pass began (or this was last asked), which then
   * no longer asks for another pass: the running one has taken it in hand.
   */
  takeWake(): boolean {
    const woken = this.#again;
    this.#again = false;
    return woken;
  }

  /** No more passes; resolves when the one running (if any) has finished. */
  stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    return this.#running ?? Promise.resolve();
  }
}
