import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { StepBank } from './step-bank.tsx';
import { fakeWizard, json } from '#tests/support/fixtures/profile-editor.ts';

const onboarding = `/connect-bank/${'s'.repeat(24)}`;

function renderStep(wizard = fakeWizard(7), connected = false) {
  const calls = stubApi({ 'POST /api/stripe/account': () => json({ url: onboarding }) });
  const router = renderRoutes(
    [
      { path: '/create-profile', element: <StepBank wizard={wizard} connected={connected} /> },
      { path: '/connect-bank/:accountId', element: <p>provider page</p> },
    ],
    '/create-profile?step=7',
  );
  return { calls, router, wizard };
}

const connects = (calls: { key: string }[]) =>
  calls.filter((c) => c.key === 'POST /api/stripe/account');

describe('the wizard’s bank step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finishes the profile, then opens the provider’s onboarding', async () => {
    const { calls, router, wizard } = renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Connect bank account' }));
    expect(await screen.findByText('provider page')).toBeTruthy();
    expect(wizard.advance).toHaveBeenCalledOnce();
    expect(connects(calls)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(onboarding);
  });

  it('"Connect later" only finishes the profile', async () => {
    const { calls, wizard } = renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Connect later' }));
    await vi.waitFor(() => expect(wizard.advance).toHaveBeenCalledOnce());
    expect(connects(calls)).toHaveLength(0);
    expect(screen.getByText('7 / 7')).toBeTruthy();
  });

  it('does not connect when the profile could not be finished', async () => {
    const wizard = { ...fakeWizard(7), advance: vi.fn(() => Promise.resolve(false)) };
    const { calls } = renderStep(wizard);
    await userEvent.click(screen.getByRole('button', { name: 'Connect bank account' }));
    await vi.waitFor(() => expect(wizard.advance).toHaveBeenCalledOnce());
    expect(connects(calls)).toHaveLength(0);
    expect(
      screen.getByRole('button', { name: 'Connect bank account' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('offers only Finish once the account is connected', () => {
    renderStep(fakeWizard(7), true);
    expect(screen.getByText(/Your bank account is connected/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect bank account' })).toBeNull();
  });
});
