// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ui from '../../../../texts-and-settings/ui.json';
import { preloadToastView, ToastProvider } from '../../../../src/client/components/toast/ToastProvider.tsx';
import { useToast, type ToastOptions } from '../../../../src/client/components/toast/toast-context.ts';
import { staffText } from '../../../support/staff-text.ts';

// The toast's code loads on demand in the app; here it is loaded first, so a toast shows in the render that makes it.
beforeAll(() => preloadToastView());

function Trigger({ kind, message, options }: { kind: 'success' | 'error'; message: string; options?: ToastOptions }) {
  const toast = useToast();
  return <button onClick={() => toast[kind](message, options)}>show</button>;
}

afterEach(cleanup);

beforeAll(() => {
  // jsdom has no PointerEvent; a MouseEvent with a pointer id and type is what the swipe reads.
  if (!('PointerEvent' in window)) {
    class PointerEventShim extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventShim });
  }
});

async function showToast(kind: 'success' | 'error', message: string) {
  render(
    <ToastProvider>
      <Trigger kind={kind} message={message} />
    </ToastProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'show' }));
  return screen.findByRole(kind === 'error' ? 'alert' : 'status');
}

/** A press at x = 100, a move and a release `distance` pixels to the right (a finger or the mouse). */
function swipe(element: HTMLElement, distance: number, pointerType: 'touch' | 'mouse') {
  const at = (clientX: number) => ({ pointerId: 7, pointerType, clientX, clientY: 10, button: 0, bubbles: true });
  fireEvent.pointerDown(element, at(100));
  fireEvent.pointerMove(element, at(100 + distance / 2));
  fireEvent.pointerMove(element, at(100 + distance));
  fireEvent.pointerUp(element, at(100 + distance));
}

describe('toasts', () => {
  it('shows a success toast titled Success that closes by itself', async () => {
    render(
      <ToastProvider>
        <Trigger kind="success" message="Saved." options={{ durationMs: 1500 }} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toBe('SuccessSaved.');
    expect(screen.queryByRole('button', { name: staffText('texts-and-settings/messages.json', '/close') })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Saved.')).toBeNull());
  });

  it('shows an error toast with its own title and a close button', async () => {
    render(
      <ToastProvider>
        <Trigger
          kind="error"
          message={staffText('texts-and-settings/auth/messages.json', '/badCredentials')}
          options={{ title: staffText('texts-and-settings/auth/cards.json', '/errorToastTitles/login') }}
        />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(staffText('texts-and-settings/auth/cards.json', '/errorToastTitles/login'));
    expect(toast.textContent).toContain(staffText('texts-and-settings/auth/messages.json', '/badCredentials'));
    await userEvent.click(screen.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/close') }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('titles an error toast Error by default', async () => {
    render(
      <ToastProvider>
        <Trigger kind="error" message="Error adding another add_legacy" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    expect((await screen.findByRole('alert')).textContent).toContain(staffText('texts-and-settings/messages.json', '/errorTitle'));
  });

  it.each(['touch', 'mouse'] as const)('is dismissed by a %s swipe to the right past the threshold', async (pointerType) => {
    const toast = await showToast('success', 'Saved.');
    swipe(toast, ui.toastSwipe.threshold + 1, pointerType);
    await waitFor(() => expect(screen.queryByText('Saved.')).toBeNull());
  });

  it('springs back from a swipe up to the threshold, or to the left', async () => {
    const toast = await showToast('error', 'Error adding another hs');
    swipe(toast, ui.toastSwipe.threshold, 'touch');
    swipe(toast, -200, 'mouse');
    expect(screen.getByRole('alert').textContent).toContain('Error adding another hs');
    expect(toast.style.transform).toBe('');
  });

  it('follows the pointer while it is being swiped', async () => {
    const toast = await showToast('success', 'Saved.');
    fireEvent.pointerDown(toast, { pointerId: 3, clientX: 10, button: 0 });
    fireEvent.pointerMove(toast, { pointerId: 3, clientX: 40 });
    expect(toast.style.transform).toBe('translateX(30px)');
    fireEvent.pointerCancel(toast, { pointerId: 3, clientX: 40 });
    expect(toast.style.transform).toBe('');
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it.each(['success', 'error'] as const)('closes a %s toast on Escape', async (kind) => {
    await showToast(kind, 'Something to read.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Something to read.')).toBeNull());
  });

  it("reaches an error toast's close button by keyboard", async () => {
    await showToast('error', staffText('texts-and-settings/auth/messages.json', '/badCredentials'));
    await userEvent.tab(); // from the 'show' button that raised it
    expect(document.activeElement).toBe(screen.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/close') }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('leaves a press on the close button to the button: only a press on the toast takes the pointer for a swipe', async () => {
    const toast = await showToast('error', staffText('texts-and-settings/auth/messages.json', '/badCredentials'));
    const captured: Element[] = [];
    // In a browser a captured pointer's click goes to the capturing element, so the close button would never get it.
    Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', {
      configurable: true,
      value(this: HTMLElement) {
        captured.push(this);
      },
    });
    try {
      fireEvent.pointerDown(screen.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/close') }), { pointerId: 4, clientX: 10, button: 0 });
      expect(captured).toEqual([]);
      fireEvent.pointerDown(toast, { pointerId: 5, clientX: 10, button: 0 });
      expect(captured).toEqual([toast]);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).setPointerCapture;
    }
  });
});
