import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { RotateCcw, X } from 'lucide-react';
import { fileLabel } from '#shared/images.ts';
import { errorMessage } from '#client/lib/forms.ts';
import type { UploadOptions } from '#client/lib/upload.ts';
import { Button } from './button.tsx';
import { ProgressBar } from './progress-bar.tsx';

export type UploadStatus = 'waiting' | 'uploading' | 'processing' | 'failed';

/** One file on its way, as the list shows it. */
export interface UploadItem {
  id: number;
  name: string;
  /** An object URL of the picked file, revoked once the item leaves the list. */
  preview: string;
  status: UploadStatus;
  /** Share of the file sent, 0 to 1. */
  progress: number;
  error: string | null;
}

export type SendFile<T> = (
  file: File,
  options: Required<Pick<UploadOptions, 'onProgress' | 'signal'>>,
) => Promise<T>;

interface QueueOptions<T> {
  send: SendFile<T>;
  /** How many files travel at once. */
  concurrency: number;
  onUploaded?: ((answer: T, file: File) => void) | undefined;
  /** Told each failure's message (the page shows it as an error alert). */
  onFailed?: ((message: string, file: File) => void) | undefined;
}

interface Job extends UploadItem {
  file: File;
  controller: AbortController | null;
}

interface Snapshot {
  items: UploadItem[];
  /** The last thing worth telling a screen reader ("look.jpg added"). */
  announcement: string;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Files wait their turn, go `concurrency` at a time, each in its own request, and leave the
 * list when they are in; a failed one stays with its message until retried or dismissed.
 */
class UploadQueue<T> {
  private jobs = new Map<number, Job>();
  private listeners = new Set<() => void>();
  private nextId = 1;
  private announcement = '';
  private snapshot: Snapshot = { items: [], announcement: '' };

  constructor(private readonly options: () => QueueOptions<T>) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  add(files: readonly File[]) {
    for (const file of files) {
      const id = this.nextId++;
      this.jobs.set(id, {
        id,
        file,
        name: fileLabel(file.name),
        preview: URL.createObjectURL(file),
        status: 'waiting',
        progress: 0,
        error: null,
        controller: null,
      });
    }
    this.pump();
  }

  retry(id: number) {
    const job = this.jobs.get(id);
    if (job?.status !== 'failed') return;
    Object.assign(job, { status: 'waiting', progress: 0, error: null });
    this.pump();
  }

  /** Removes a file from the list, stopping its upload if it is on its way. */
  remove(id: number) {
    const job = this.jobs.get(id);
    if (!job) return;
    this.jobs.delete(id);
    job.controller?.abort();
    URL.revokeObjectURL(job.preview);
    this.pump();
  }

  /** Stops everything (the page is leaving); the queue stays usable. */
  clear() {
    for (const id of [...this.jobs.keys()]) {
      const job = this.jobs.get(id)!;
      this.jobs.delete(id);
      job.controller?.abort();
      URL.revokeObjectURL(job.preview);
    }
    this.emit();
  }

  private pump() {
    const { concurrency } = this.options();
    const jobs = [...this.jobs.values()];
    let active = jobs.filter((j) => j.status === 'uploading' || j.status === 'processing').length;
    for (const job of jobs) {
      if (active >= concurrency) break;
      if (job.status !== 'waiting') continue;
      active += 1;
      this.start(job);
    }
    this.emit();
  }

  private start(job: Job) {
    const controller = new AbortController();
    Object.assign(job, { status: 'uploading', progress: 0, controller });
    this.announcement = `Uploading ${job.name}`;
    const onProgress = (fraction: number) => {
      if (this.jobs.get(job.id) !== job || job.controller !== controller) return;
      const rounded = Math.round(fraction * 100) / 100;
      if (rounded === job.progress) return;
      job.progress = rounded;
      job.status = rounded >= 1 ? 'processing' : 'uploading';
      this.emit();
    };
    this.options()
      .send(job.file, { onProgress, signal: controller.signal })
      .then(
        (answer) => {
          if (this.jobs.get(job.id) !== job) return;
          this.jobs.delete(job.id);
          URL.revokeObjectURL(job.preview);
          this.announcement = `${job.name} added`;
          this.options().onUploaded?.(answer, job.file);
        },
        (error: unknown) => {
          if (this.jobs.get(job.id) !== job || isAbort(error)) return;
          const message = errorMessage(error);
          Object.assign(job, { status: 'failed', error: message, controller: null });
          this.announcement = `${job.name} was not added`;
          this.options().onFailed?.(message, job.file);
        },
      )
      .finally(() => this.pump());
  }

  private emit() {
    this.snapshot = {
      items: [...this.jobs.values()].map(({ file: _file, controller: _controller, ...item }) => ({
        ...item,
      })),
      announcement: this.announcement,
    };
    for (const listener of this.listeners) listener();
  }
}

export interface UploadQueueHandle extends Snapshot {
  add: (files: readonly File[]) => void;
  retry: (id: number) => void;
  remove: (id: number) => void;
  /** True while any file waits or travels (not counting failed ones). */
  busy: boolean;
}

/** A queue of uploads that lives as long as the component; leaving the page stops them. */
export function useUploadQueue<T>({
  send,
  concurrency = 2,
  onUploaded,
  onFailed,
}: Omit<QueueOptions<T>, 'concurrency'> & { concurrency?: number }): UploadQueueHandle {
  const options = useRef<QueueOptions<T>>({ send, concurrency, onUploaded, onFailed });
  useEffect(() => {
    options.current = { send, concurrency, onUploaded, onFailed };
  });
  const [queue] = useState(() => new UploadQueue<T>(() => options.current));
  useEffect(() => () => queue.clear(), [queue]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const busy = snapshot.items.some((item) => item.status !== 'failed');
  // Closing the tab would drop the files still on their way: the browser asks first.
  useEffect(() => {
    if (!busy) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [busy]);
  return {
    ...snapshot,
    busy,
    add: (files) => queue.add(files),
    retry: (id) => queue.retry(id),
    remove: (id) => queue.remove(id),
  };
}

const valueLabels: Partial<Record<UploadStatus, string>> = {
  waiting: 'Waiting',
  processing: 'Processing…',
};

/** The files on their way: a preview, a progress bar each, and Retry or Dismiss on failure. */
export function UploadList({ queue }: { queue: UploadQueueHandle }) {
  return (
    <>
      <p role="status" className="sr-only">
        {queue.announcement}
      </p>
      {queue.items.length > 0 ? (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {queue.items.map((item) => (
            <li
              key={item.id}
              className={`flex items-center gap-3 rounded-2xl border bg-white p-2 pr-3 ${item.status === 'failed' ? 'border-danger/40' : 'border-line'}`}
            >
              <img
                src={item.preview}
                alt=""
                className={`size-14 shrink-0 rounded-xl object-cover ${item.status === 'failed' ? 'opacity-60' : ''}`}
              />
              <div className="min-w-0 flex-1">
                {item.status === 'failed' ? (
                  <>
                    <p className="truncate text-sm font-medium text-ink">{item.name}</p>
                    <p className="text-sm text-danger">{item.error}</p>
                  </>
                ) : (
                  <ProgressBar
                    label={`Uploading ${item.name}`}
                    value={item.progress}
                    valueLabel={valueLabels[item.status]}
                  />
                )}
              </div>
              {item.status === 'failed' ? (
                <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
                  <Button
                    variant="secondary"
                    className="min-h-9 px-3"
                    onPress={() => queue.retry(item.id)}
                  >
                    <RotateCcw aria-hidden className="size-4" />
                    Retry<span className="sr-only"> {item.name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    className="min-h-9 px-3"
                    onPress={() => queue.remove(item.id)}
                  >
                    Dismiss<span className="sr-only"> {item.name}</span>
                  </Button>
                </div>
              ) : (
                <Button
                  variant="ghost"
                  className="min-h-9 shrink-0 px-2"
                  aria-label={`Cancel ${item.name}`}
                  onPress={() => queue.remove(item.id)}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
