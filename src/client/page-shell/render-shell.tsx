import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
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
import { AccountPopover } from '../features/shell/components/AccountPopover.tsx';
import { FormActions } from '../features/application/components/FormActions.tsx';
import { PageTitle } from '../features/application/components/PageTitle.tsx';
import type { ApplicationFlow } from '../features/application/hooks/use-application-flow.ts';
import { WelcomeMessage } from '../features/shell/components/WelcomeMessage.tsx';
import { showLanguage } from '../lib/language/show-language.ts';
import { messages } from '../lib/messages.ts';
import { InPageShell } from '../lib/page-shell-context.ts';
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

/** A prerender has no clicks: the form's buttons are rendered for their rules, and their flow is never asked. */
const notInPrerender = () => Promise.reject(new Error('a server render has no applicant to act for'));
const NO_FLOW: ApplicationFlow = {
  goTo: notInPrerender,
  save: notInPrerender,
  submit: notInPrerender,
  saveChangedAnswers: notInPrerender,
  postValidations: notInPrerender,
  adoptCarriedAnswers: notInPrerender,
};

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
    <FormFrame page={page} actions={form && <AccountPopover account={null} />} steps={<StepNav />} notices={welcome} footer={<SiteFooter variant="form" />} busy={!form}>
      {form}
    </FormFrame>
  );
  // The form page as the browser's first commit draws it (ApplicationPage): its title, its empty form, its buttons.
  const form = (
    <>
      <PageTitle pageId={page.name} />
      <FormView page={page.name} store={createAnswerStore()} inSteps={false} />
      <FormActions pageId={page.name} flow={NO_FLOW} />
    </>
  );
  return { title: page.title, element: shell(), withForm: shell(form) };
}

async function render({ tenant, language, frame }: ShellRequest): Promise<RenderedShell> {
  // The texts are module-wide objects the language is written over, as in the browser (bound-texts.ts).
  await showLanguage(language);
  const { title, element, withForm } = frameOf(frame);
  // emotion's server rendering without extraction: each component's rules come as a <style data-emotion="css …">
  // tag before it, those of the styled components a component is built from included (MUI's Button is a styled
  // ButtonBase: both have rules, and only the outer class is in the HTML, so extracting by the HTML's class names
  // would leave the inner ones for the browser to insert during its first commits). The browser's cache (same key)
  // takes every tag's names as inserted, so the app's first render inserts none of them again.
  const cache = createCache({ key: 'css' });
  const app = (content: ReactNode) => (
    <StrictMode>
      <CacheProvider value={cache}>
        <InPageShell value>
          <App tenant={tenant} queryClient={new QueryClient()}>
            <MemoryRouter initialEntries={[frame.path]}>{content}</MemoryRouter>
          </App>
        </InPageShell>
      </CacheProvider>
    </StrictMode>
  );
  // The page's empty form is rendered for its rules alone: painted before the JavaScript, its fields would take
  // typing that the app's first render then throws away.
  const form = withoutStyles(await htmlOf(app(withForm)));
  const painted = withoutStyles(await htmlOf(app(element)));
  return { title, styles: styleTags([...painted.styles, ...form.styles]), html: painted.html };
}

/** emotion's style tags as the server render writes them: `<style data-emotion="css name…">rules</style>`. */
const STYLE_TAG = /<style data-emotion="([^"]*)"[^>]*>([^<]*)<\/style>/g;

/** A render's HTML with its style tags taken out, and each tag's names and rules. */
function withoutStyles(html: string): { html: string; styles: Array<{ names: string; rules: string }> } {
  const styles: Array<{ names: string; rules: string }> = [];
  const rest = html.replace(STYLE_TAG, (_tag, names: string, rules: string) => {
    styles.push({ names, rules });
    return '';
  });
  return { html: rest, styles };
}

/**
 * The head's style tags: the global rules' tags as they are, the components' in one tag per cache key, each name
 * once (the same rules come from every component that uses them).
 */
function styleTags(styles: Array<{ names: string; rules: string }>): string {
  const globals: string[] = [];
  const byKey = new Map<string, Map<string, string>>();
  for (const { names, rules } of styles) {
    const [key, ...ids] = names.split(' ');
    if (key.endsWith('-global')) {
      globals.push(`<style data-emotion="${names}">${rules}</style>`);
      continue;
    }
    const joined = ids.join(' ');
    const named = byKey.get(key) ?? new Map<string, string>();
    if (!named.has(joined)) named.set(joined, rules);
    byKey.set(key, named);
  }
  const components = [...byKey].map(([key, named]) => `<style data-emotion="${key} ${[...named.keys()].join(' ')}">${[...named.values()].join('')}</style>`);
  return [...new Set(globals), ...components].join('');
}

async function htmlOf(element: ReactNode): Promise<string> {
  // The web streams' prerender: its prelude is written whole before it resolves, and a Response reads it as text.
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

let queue: Promise<unknown> = Promise.resolve();

/** The page's frame in its language, rendered with React. One at a time: each sets the texts' language first. */
export function renderShell(request: ShellRequest): Promise<RenderedShell> {
  const rendered = queue.then(() => render(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}
