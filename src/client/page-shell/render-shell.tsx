import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClient } from '@tanstack/react-query';
import type { RenderedShell, ShellFrame, ShellRequest } from '../../shared/page-shell.ts';
import { App } from '../app/App.tsx';
import { AuthLayout } from '../app/layouts/AuthLayout.tsx';
import { FormFrame } from '../app/layouts/FormFrame.tsx';
import { createAnswerStore } from '../form/answer-store.ts';
import { FormView } from '../form/FormView.tsx';
import { AuthCard } from '../features/auth/components/AuthCard.tsx';
import { ConfirmCard } from '../features/auth/components/ConfirmCard.tsx';
import { ForgotPasswordCard } from '../features/auth/components/ForgotPasswordCard.tsx';
import { LoginCard } from '../features/auth/components/LoginCard.tsx';
import { ResetPasswordCard } from '../features/auth/components/ResetPasswordCard.tsx';
import { SignUpCard } from '../features/auth/components/SignUpCard.tsx';
import { StepNav } from '../features/shell/components/StepNav.tsx';
import { SiteFooter } from '../features/shell/components/SiteFooter.tsx';
import { WelcomeMessage } from '../features/shell/components/WelcomeMessage.tsx';
import { showLanguage } from '../lib/language/show-language.ts';
import { messages } from '../lib/messages.ts';
import { defaultFormPage, formPageByPath } from '../lib/pages.ts';

/** Each account screen's card: its title (the card shows the same) and the card itself, whose rules are shipped. */
const cards: Record<string, { title: () => string; Card: ComponentType }> = {
  '/signup': { title: () => messages.signupTitle, Card: SignUpCard },
  '/login': { title: () => messages.loginTitle, Card: LoginCard },
  '/confirm': { title: () => messages.confirmTitle, Card: ConfirmCard },
  '/forgot': { title: () => messages.forgotTitle, Card: ForgotPasswordCard },
  '/reset': { title: () => messages.resetTitle, Card: ResetPasswordCard },
};

interface ShellElements {
  title: string;
  /** What the page paints before its JavaScript. */
  element: ReactNode;
  /** The same with the page's empty form (or the whole card): the rules it uses are shipped too (see render below). */
  withForm: ReactNode;
}

/** The frame as the browser's layouts draw it, with nothing of an applicant in it: the form's box is left empty. */
function frameOf(frame: ShellFrame): ShellElements {
  if (frame.frame === 'auth') {
    const card = cards[frame.path] ?? cards['/login'];
    const title = card.title();
    const shell = (content: ReactNode) => (
      <Routes>
        <Route element={<AuthLayout />}>
          <Route path="*" element={content} />
        </Route>
      </Routes>
    );
    return { title, element: shell(<AuthCard title={title} />), withForm: shell(<card.Card />) };
  }
  const page = formPageByPath(frame.path) ?? defaultFormPage;
  const welcome = frame.visitor ? <WelcomeMessage variant="other" name="" isVisitor /> : null;
  const shell = (form?: ReactNode) => (
    <FormFrame page={page} steps={<StepNav />} notices={welcome} footer={<SiteFooter variant="form" />} busy={!form}>
      {form}
    </FormFrame>
  );
  return { title: page.title, element: shell(), withForm: shell(<FormView page={page.name} store={createAnswerStore()} inSteps={false} />) };
}

/** A Node stream's text: the prelude is written whole before prerender resolves. */
async function textOf(stream: AsyncIterable<unknown>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

async function render({ tenant, language, frame }: ShellRequest): Promise<RenderedShell> {
  // The texts are module-wide objects the language is written over, as in the browser (bound-texts.ts).
  await showLanguage(language);
  const { title, element, withForm } = frameOf(frame);
  // emotion's documented server rendering: the rules a render uses, as <style data-emotion="css …"> tags. The
  // browser's cache (same key) takes their names as inserted, so the app's first render inserts none of them again.
  const cache = createCache({ key: 'css' });
  // Made before the render: it puts the cache in the mode that keeps rules for extraction instead of writing them inline.
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const app = (content: ReactNode) => (
    <StrictMode>
      <CacheProvider value={cache}>
        <App tenant={tenant} queryClient={new QueryClient()}>
          <MemoryRouter initialEntries={[frame.path]}>{content}</MemoryRouter>
        </App>
      </CacheProvider>
    </StrictMode>
  );
  // The page's empty form is rendered for its rules alone: painted before the JavaScript, its fields would take
  // typing that the app's first render then throws away.
  const formHtml = await htmlOf(app(withForm));
  const html = await htmlOf(app(element));
  return { title, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html + formHtml)), html };
}

async function htmlOf(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  return textOf(prelude);
}

let queue: Promise<unknown> = Promise.resolve();

/** The page's frame in its language, rendered with React. One at a time: each sets the texts' language first. */
export function renderShell(request: ShellRequest): Promise<RenderedShell> {
  const rendered = queue.then(() => render(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}
