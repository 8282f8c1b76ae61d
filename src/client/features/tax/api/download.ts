import { ApiError, NETWORK_MESSAGE, settleAnswer } from '#client/lib/api.ts';

/**
 * Saves what an API address answers as a file (a CSV or the return's XML), named as the page
 * names it; a failure shows as the API's other errors do. The session cookie goes along.
 */
export async function downloadFile(
  path: string,
  filename: string,
  init: { method?: string; body?: unknown } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? null : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, 'unavailable', NETWORK_MESSAGE);
  }
  if (!response.ok) {
    settleAnswer(response.status, await response.json().catch(() => null));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
