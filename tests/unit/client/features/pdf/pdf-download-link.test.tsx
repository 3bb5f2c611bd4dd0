// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PdfDownloadLink } from '../../../../../src/client/features/pdf/components/PdfDownloadLink.tsx';
import { createQueryClient } from '../../../../../src/client/lib/query-client.ts';
import messages from '../../../../../texts-and-settings/messages.json';

/** GET /api/pdf answers IN_PROGRESS once, then COMPLETED with a download address. */
function pdfServer() {
  const answers = [
    { status: 'IN_PROGRESS', url: null },
    { status: 'COMPLETED', url: '/api/pdf/file/abc' },
  ];
  const fetchMock = vi.fn<typeof fetch>(async () => Response.json(answers.length > 1 ? answers.shift() : answers[0]));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function show(savedAnswers: object, askAtOnce = false) {
  const client = createQueryClient();
  const view = (answers: object) => (
    <QueryClientProvider client={client}>
      <PdfDownloadLink savedAnswers={answers} askAtOnce={askAtOnce} />
    </QueryClientProvider>
  );
  const { rerender } = render(view(savedAnswers));
  return (answers: object) => rerender(view(answers));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the PDF copy on a form page', () => {
  it('is made only when the applicant asks; progress, then the link, which takes the focus', async () => {
    const fetchMock = pdfServer();
    show({ first_name: 'Maria' });
    const ask = screen.getByRole('button', { name: messages.pdfRequest });
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(ask);
    expect(await screen.findByText(messages.pdfPreparing)).toBeTruthy();
    const link = await screen.findByRole('link', { name: messages.pdfDownload }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/api/pdf/file/abc');
    expect(document.activeElement).toBe(link);
    expect(fetchMock.mock.calls.every(([path]) => path === '/api/pdf')).toBe(true);
  });

  it('puts the button back when changed answers are saved, without making a new PDF', async () => {
    const fetchMock = pdfServer();
    const saved = show({ first_name: 'Maria' });
    await userEvent.click(screen.getByRole('button', { name: messages.pdfRequest }));
    await screen.findByRole('link', { name: messages.pdfDownload }, { timeout: 3000 });
    const calls = fetchMock.mock.calls.length;

    saved({ first_name: 'Mariana' });
    expect(await screen.findByRole('button', { name: messages.pdfRequest })).toBeTruthy();
    expect(screen.queryByRole('link', { name: messages.pdfDownload })).toBeNull();
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('on the completion page is asked for at once', async () => {
    const fetchMock = pdfServer();
    show({}, true);
    expect(await screen.findByRole('link', { name: messages.pdfDownload }, { timeout: 3000 })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/pdf', expect.anything());
  });
});
