import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Modal } from './modal';
import { ConfirmModal } from './confirm-modal';
import { AlertModal } from './alert-modal';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        Change language
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Language and currency" footer={<button type="button">Save</button>}>
        <label>
          Language <input />
        </label>
      </Modal>
    </I18nProvider>
  );
}

describe('Modal', () => {
  it('moves focus inside, traps Tab, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Change language' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Language and currency' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const input = screen.getByRole('textbox', { name: 'Language' });
    expect(document.activeElement).toBe(input);
    expect(document.body.style.overflow).toBe('hidden');

    // Tab order inside: input -> Save -> Close (×) -> back to the input, never out to the page.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.contains(document.activeElement as HTMLElement)).toBe(true);
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement as HTMLElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the × button and on a backdrop press, not on a press inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Change language' }));
    await user.click(screen.getByRole('textbox', { name: 'Language' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Change language' }));
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ConfirmModal and AlertModal', () => {
  it('confirm: OK confirms, Escape cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <I18nProvider i18n={i18n}>
        <ConfirmModal open message="Sign out now?" onConfirm={onConfirm} onCancel={onCancel} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Sign out now?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('alert: focuses OK and closes with it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <I18nProvider i18n={i18n}>
        <AlertModal open tone="success" message="Saved." onClose={onClose} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Saved.' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('still closes on Escape and traps Tab when focus fell out to the page (a control became disabled)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Change language' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Tab}');
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('layout on phones (599px and below)', () => {
  // jsdom applies no media queries: the classes are what modal.module.css sizes at 599px.
  it('a one-line alert and a confirm are compact dialogs, not full-height sheets', () => {
    render(
      <I18nProvider i18n={i18n}>
        <AlertModal open tone="warning" message="Please enter a valid email" onClose={() => undefined} />
        <ConfirmModal open message="Sign out now?" onConfirm={() => undefined} onCancel={() => undefined} />
      </I18nProvider>,
    );
    for (const name of ['Please enter a valid email', 'Sign out now?']) {
      const dialog = screen.getByRole('alertdialog', { name });
      expect(dialog).toHaveClass('compact');
      expect(dialog.parentElement).toHaveClass('compactOverlay');
    }
  });

  it('a form dialog keeps the full-height sheet', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Change language' }));
    const dialog = screen.getByRole('dialog', { name: 'Language and currency' });
    expect(dialog).not.toHaveClass('compact');
    expect(dialog.parentElement).not.toHaveClass('compactOverlay');
  });
});

describe('initialFocus "title"', () => {
  function LongDialog() {
    const [open, setOpen] = useState(false);
    return (
      <I18nProvider i18n={i18n}>
        <button type="button" onClick={() => setOpen(true)}>
          Details
        </button>
        <Modal open={open} onClose={() => setOpen(false)} title="Booking details" initialFocus="title">
          <p>Long content</p>
          <button type="button">Download P.I</button>
        </Modal>
      </I18nProvider>
    );
  }

  it('focuses the heading, not the first control of the body; Tab and Shift+Tab stay inside', async () => {
    const user = userEvent.setup();
    render(<LongDialog />);
    await user.click(screen.getByRole('button', { name: 'Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Booking details' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Booking details' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    // Close is the first control: Shift+Tab wraps to the last.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Download P.I' }));

    // From the heading, Shift+Tab wraps too, never out to the page behind.
    screen.getByRole('heading', { name: 'Booking details' }).focus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Download P.I' }));
  });
});
