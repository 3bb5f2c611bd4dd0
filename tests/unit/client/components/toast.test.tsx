// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../../src/client/components/toast/ToastProvider.tsx';
import { useToast, type ToastOptions } from '../../../../src/client/components/toast/toast-context.ts';

function Trigger({ kind, message, options }: { kind: 'success' | 'error'; message: string; options?: ToastOptions }) {
  const toast = useToast();
  return <button onClick={() => toast[kind](message, options)}>show</button>;
}

afterEach(cleanup);

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
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Saved.')).toBeNull());
  });

  it('shows an error toast with its own title and a close button', async () => {
    render(
      <ToastProvider>
        <Trigger kind="error" message="Incorrect username or password." options={{ title: 'Login Card Error' }} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Login Card Error');
    expect(toast.textContent).toContain('Incorrect username or password.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('titles an error toast Error by default', async () => {
    render(
      <ToastProvider>
        <Trigger kind="error" message="Error adding another add_legacy" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error');
  });
});
