// @vitest-environment jsdom
import { Component, useState, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogErrorBoundary } from '../../../../src/client/components/DialogErrorBoundary.tsx';
import { ServerError, UnauthorizedError } from '../../../../src/client/lib/errors.ts';
import { silenceConsoleErrorsAbout } from '../../expected-console-errors.ts';
import { staffText } from '../../../support/staff-text.ts';

/** Throws the given error on the click after its button is pressed, as a mutation with throwOnError does. */
function FailingAction({ error }: { error: Error }) {
  const [failed, setFailed] = useState(false);
  if (failed) throw error;
  return <button onClick={() => setFailed(true)}>Log Out</button>;
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

let noOtherConsoleErrors: () => void;

beforeEach(() => {
  noOtherConsoleErrors = silenceConsoleErrorsAbout(/The logout could not be completed\./, /Your session has ended\./);
});

afterEach(() => {
  cleanup();
  noOtherConsoleErrors();
  vi.restoreAllMocks();
});

describe('DialogErrorBoundary', () => {
  it("shows a thrown error in the 'Unexpected Error' dialog and renders the children again once it is closed", async () => {
    render(
      <DialogErrorBoundary>
        <FailingAction error={new ServerError('The logout could not be completed.', 500)} />
      </DialogErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/logOut') }));
    const dialog = await screen.findByRole('dialog', { name: staffText('texts-and-settings/messages.json', '/unexpectedErrorTitle') });
    expect(dialog.textContent).toContain('The logout could not be completed.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: staffText('texts-and-settings/messages.json', '/logOut') })).toBeTruthy();
  });

  it('passes a 401 on to the boundary above (the session handling)', async () => {
    render(
      <Outer>
        <DialogErrorBoundary>
          <FailingAction error={new UnauthorizedError(staffText('texts-and-settings/auth/messages.json', '/sessionInvalid'))} />
        </DialogErrorBoundary>
      </Outer>,
    );
    await userEvent.click(screen.getByRole('button', { name: staffText('texts-and-settings/messages.json', '/logOut') }));
    expect(await screen.findByText('outer caught UnauthorizedError')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
