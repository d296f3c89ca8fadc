import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal } from './Modal';

function Opener({ onClosed }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClosed?.();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Sing In" onClose={close}>
        <input aria-label="First" />
        <button type="button">Last</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with the focus inside on open', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Sing In' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
  });

  it('opens as a <dialog> in the top layer (showModal), above any header or stacking context of the page; where the browser has none, it is shown in place', async () => {
    const shown: HTMLDialogElement[] = [];
    const original = HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      shown.push(this);
      this.setAttribute('open', '');
    };
    try {
      render(<Opener />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      const dialog = screen.getByRole('dialog', { name: 'Sing In' });
      expect(dialog.localName).toBe('dialog');
      expect(shown).toEqual([dialog]);
    } finally {
      HTMLDialogElement.prototype.showModal = original;
    }
  });

  it("an Escape it takes is not also the browser's own close of the <dialog> (the widget closes it, by its state)", async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const escape = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      cancelable: true,
      composed: true,
    });
    act(() => void screen.getByRole('textbox', { name: 'First' }).dispatchEvent(escape));
    expect(escape.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps the focus: Tab from the last control wraps to the first, Shift+Tab from the first to the last', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Last' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a click outside the box, not on a click inside it', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'First' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its Close button', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes only the top dialog of two', async () => {
    const answers: boolean[] = [];
    function Stacked() {
      const [confirming, setConfirming] = useState(true);
      return (
        <Modal open title="Outer" onClose={() => answers.push(false)}>
          <ConfirmDialog
            open={confirming}
            text="Do you want to delete the address?"
            yes="Yes"
            no="No"
            onAnswer={(yes) => {
              answers.push(yes);
              setConfirming(false);
            }}
          />
        </Modal>
      );
    }
    render(<Stacked />);
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(answers).toEqual([false]);
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Do you want to delete the address?' })).toBeNull();
  });
});
