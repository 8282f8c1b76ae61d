import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Remove() {
  const [removed, setRemoved] = useState(0);
  return (
    <>
      <p>Removed {removed} times</p>
      <ConfirmDialog
        trigger={<Button>Remove</Button>}
        title="Remove this card?"
        confirmLabel="Remove"
        pendingLabel="Removing…"
        isPending={false}
        onConfirm={(close) => {
          setRemoved((n) => n + 1);
          close();
        }}
      >
        It cannot be undone.
      </ConfirmDialog>
    </>
  );
}

describe('a confirm dialog, whose modal loads when it first opens', () => {
  it('is announced by its trigger, opens, closes back onto the trigger and opens again', async () => {
    render(<Remove />);
    const trigger = screen.getByRole('button', { name: 'Remove' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Removed 0 times')).toBeTruthy();

    await userEvent.click(trigger);
    const again = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Removed 1 times')).toBeTruthy();
  });
});
