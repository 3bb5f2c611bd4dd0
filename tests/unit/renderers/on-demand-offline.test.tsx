// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ui from '../../../texts-and-settings/ui.json';
import { onDemandRenderers } from '../../../renderers/common/on-demand.ts';
import { lazyWarmed } from '../../../src/client/lib/lazy-warmed.ts';
import { messages } from '../../../src/shared/messages.ts';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A chunk's import() that fails (the network gone) until `connection.back` is set, as a dynamic import() does offline. */
function flakyChunk() {
  const connection = { back: false, fetches: 0 };
  const load = async () => {
    connection.fetches += 1;
    if (!connection.back) throw new TypeError('Failed to fetch dynamically imported module: /assets/Greeting-x.js');
    return { Greeting };
  };
  return { connection, load };
}

// React reveals a suspended boundary's content at most every 300 ms.
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 400)));

describe('code loaded on demand', () => {
  it('renders a renderer at once when its chunk is here', async () => {
    const renderers = onDemandRenderers(async () => ({ Greeting }));
    await renderers.preload();
    const Lazy = renderers.component('Greeting');
    render(<Lazy name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('shows the plain notice instead of throwing when the chunk cannot be fetched, and the component once the connection is back', async () => {
    const { connection, load } = flakyChunk();
    const Lazy = onDemandRenderers(load).component('Greeting');
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <p>The rest of the page</p>
          <Lazy name="Ada" />
        </Suspense>,
      );
    });
    await settle();
    expect(screen.getByRole('status').textContent).toBe(messages.codeUnavailable);
    expect(screen.getByText('The rest of the page')).toBeTruthy();

    connection.back = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows a warmed component's fallback with the same props, and retries with backoff without an online event", async () => {
    const { connection, load } = flakyChunk();
    const Lazy = lazyWarmed(
      () => load().then((loaded) => loaded.Greeting),
      ({ name }) => <p>Plain {name}</p>,
    );
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Lazy name="Grace" />
        </Suspense>,
      );
    });
    await settle();
    expect(screen.getByText('Plain Grace')).toBeTruthy();
    const fetchesBefore = connection.fetches;
    connection.back = true;
    await act(async () => new Promise((resolve) => setTimeout(resolve, ui.retryMs.first)));
    await settle();
    expect(connection.fetches).toBe(fetchesBefore + 1);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
  });
});
