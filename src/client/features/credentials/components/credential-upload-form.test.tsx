import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import { stubXhr, type FakeXhr } from '#tests/support/fake-xhr.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { CredentialUploadForm } from './credential-upload-form.tsx';

let sent: FakeXhr[];
beforeEach(() => {
  sent = stubXhr();
  stubApi({});
});
afterEach(() => vi.unstubAllGlobals());

const pdf = () => new File(['%PDF-1.4'], 'insurance.pdf', { type: 'application/pdf' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send for checking' }));

describe('the credential upload form', () => {
  it('refuses a past expiry and a picture of another format before sending anything', async () => {
    renderRoutes([{ path: '/', element: <CredentialUploadForm /> }], '/');
    const picker = userEvent.setup({ applyAccept: false });
    await userEvent.type(
      await screen.findByLabelText('Expiry date'),
      addCalendarDays(torontoDay(new Date()), -1),
    );
    await picker.upload(screen.getByLabelText('File'), [
      new File(['GIF89a'], 'a.gif', { type: 'image/gif' }),
    ]);
    await submit();
    expect(screen.getByText('must not be in the past')).toBeTruthy();
    expect(screen.getByText('must be a PDF, JPEG or PNG')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the insurance with its expiry, and a police check with its date', async () => {
    renderRoutes([{ path: '/', element: <CredentialUploadForm /> }], '/');
    const expiresOn = addCalendarDays(torontoDay(new Date()), 90);
    await userEvent.type(await screen.findByLabelText('Expiry date'), expiresOn);
    await userEvent.upload(screen.getByLabelText('File'), [pdf()]);
    await submit();
    expect(sent[0]?.url).toBe('/api/credentials');
    expect(sent[0]?.body?.get('kind')).toBe('insurance');
    expect(sent[0]?.body?.get('expiresOn')).toBe(expiresOn);
    expect(sent[0]?.fileNames('file')).toEqual(['insurance.pdf']);

    act(() =>
      sent[0]?.respond(400, {
        error: {
          code: 'validation',
          message: 'Please check.',
          fields: { expiresOn: 'is required' },
        },
      }),
    );
    expect(await screen.findByText('is required')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Police check' }));
    expect(screen.queryByLabelText('Expiry date')).toBeNull();
    const issuedOn = addCalendarDays(torontoDay(new Date()), -10);
    await userEvent.type(screen.getByLabelText('Date of the check'), issuedOn);
    await userEvent.upload(screen.getByLabelText('File'), [pdf()]);
    await submit();
    expect(sent[1]?.body?.get('kind')).toBe('police-check');
    expect(sent[1]?.body?.get('issuedOn')).toBe(issuedOn);
    expect(sent[1]?.body?.get('expiresOn')).toBeNull();
  });
});
