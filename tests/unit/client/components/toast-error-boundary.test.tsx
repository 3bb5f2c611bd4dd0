// @vitest-environment jsdom
import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ui from '../../../../texts-and-settings/ui.json';
import { ToastErrorBoundary } from '../../../../src/client/components/ToastErrorBoundary.tsx';
import { preloadToastView, ToastProvider } from '../../../../src/client/components/toast/ToastProvider.tsx';
import { ServerError, UnauthorizedError } from '../../../../src/client/lib/errors.ts';
import { silenceConsoleErrorsAbout } from '../../expected-console-errors.ts';
import { staffText } from '../../../support/staff-text.ts';

// The toast's code loads on demand in the app; here it is loaded first, so a toast shows in the render that makes it.
beforeAll(() => preloadToastView());

function Failing({ error }: { error: Error | null }) {
  if (error) throw error;
  return <p>the page</p>;
}

class Outer extends Component<{ children: ReactNode }, { caught: string | null }> {
  override state = { caught: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { caught: error.name };
  }
  override render() {
    return this.state.caught ? <p>outer caught {this.state.caught}</p> : this.props.children;
  }
}

const page = (path: string, error: Error | null) => (
  <ToastProvider>
    <Outer>
      <ToastErrorBoundary resetKey={path}>
        <Failing error={error} />
      </ToastErrorBoundary>
    </Outer>
  </ToastProvider>
);

let noOtherConsoleErrors: () => void;

beforeEach(() => {
  noOtherConsoleErrors = silenceConsoleErrorsAbout(/ServerError: The add-another counts could not be read|UnauthorizedError/);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  noOtherConsoleErrors();
  vi.restoreAllMocks();
});

describe('ToastErrorBoundary', () => {
  it('shows a render error in the error toast for errorBoundaryToastMs, not the 5 s of other toasts', () => {
    vi.useFakeTimers();
    render(page('/about', new ServerError('The add-another counts could not be read.', 500)));
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain(staffText('texts-and-settings/messages.json', '/errorTitle'));
    expect(toast.textContent).toContain('The add-another counts could not be read.');
    expect(screen.queryByText('the page')).toBeNull();

    act(() => void vi.advanceTimersByTime(ui.toastMs * 2));
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(ui.errorBoundaryToastMs - ui.toastMs * 2 - 1000));
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders the page again once the applicant moves to another page', () => {
    const view = render(page('/about', new ServerError('The add-another counts could not be read.', 500)));
    expect(screen.queryByText('the page')).toBeNull();
    view.rerender(page('/education', null));
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('passes a 401 on to the session handling above it, without a toast', () => {
    render(page('/about', new UnauthorizedError('Your session has ended.')));
    expect(screen.getByText('outer caught UnauthorizedError')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
