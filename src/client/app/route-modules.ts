import type { ComponentType } from 'react';
import { loadOnce, type LoadOnce } from '../../shared/load-once.ts';
import { showFormTexts } from '../lib/language/show-language.ts';
import { inStages, nextTask } from '../lib/stages.ts';

type RouteModule = () => Promise<{ default: ComponentType }>;

/** A chunk's loader that fetches it once and then holds its module, so code already here renders at once. */
export type RouteLoader = LoadOnce<{ default: ComponentType }>;

const once = (load: RouteModule): RouteLoader => loadOnce(load);

/**
 * The two frames, each its own chunk: an account screen never loads the form's frame (the application, its
 * validation and JSON Forms), nor the form's texts in another language, and a form page never loads the account
 * cards' frame.
 */
export const layoutModules = {
  // The application's store and flow first, in a task of their own; then the form's texts in the language shown,
  // whose code is built on the form's modules the frame has just run (asked for sooner, it would run them itself).
  form: once(() =>
    inStages([() => import('../features/application/components/ApplicationProvider.tsx')], () => import('./layouts/FormLayout.tsx')).then(async (m) => {
      await showFormTexts();
      return { default: m.FormLayout };
    }),
  ),
  auth: once(() => import('./layouts/AuthLayout.tsx').then((m) => ({ default: m.AuthLayout }))),
} satisfies Record<string, RouteLoader>;

/**
 * What every form page runs before its own code, each evaluated in a task of its own (lib/stages.ts): JSON Forms,
 * our renderers, the page schemas, then the form's view.
 */
const formPageStages = [
  () => import('@jsonforms/react'),
  () => import('../../../renderers/index.ts'),
  () => import('../../shared/form/pages.ts'),
  () => import('../form/FormView.tsx'),
];

/** A form page's module, its heavy libraries brought first in stages. */
const formPage = <M>(load: () => Promise<M>) => inStages(formPageStages, load);

/** Every page body, each its own chunk: loaded when its route matches, or earlier by preloadRoute. */
export const routeModules = {
  '/about': once(() => formPage(() => import('../features/application/pages/AboutPage.tsx')).then((m) => ({ default: m.AboutPage }))),
  '/education': once(() => formPage(() => import('../features/application/pages/EducationPage.tsx')).then((m) => ({ default: m.EducationPage }))),
  '/final-steps': once(() =>
    formPage(() => import('../features/application/pages/FinalStepsPage.tsx')).then(async (m) => {
      await m.preloadNextStepsRenderers();
      return { default: m.FinalStepsPage };
    }),
  ),
  '/review': once(() => import('../features/application/review/ReviewPage.tsx').then((m) => ({ default: m.ReviewPage }))),
  '/completion': once(() => import('../features/completion/CompletionPage.tsx').then((m) => ({ default: m.CompletionPage }))),
  '/signup': once(() => import('../features/auth/components/SignUpCard.tsx').then((m) => ({ default: m.SignUpCard }))),
  '/login': once(() => import('../features/auth/components/LoginCard.tsx').then((m) => ({ default: m.LoginCard }))),
  '/confirm': once(() => import('../features/auth/components/ConfirmCard.tsx').then((m) => ({ default: m.ConfirmCard }))),
  '/forgot': once(() => import('../features/auth/components/ForgotPasswordCard.tsx').then((m) => ({ default: m.ForgotPasswordCard }))),
  '/reset': once(() => import('../features/auth/components/ResetPasswordCard.tsx').then((m) => ({ default: m.ResetPasswordCard }))),
} satisfies Record<string, RouteLoader>;

/** The frame each page is shown in (/completion has none). */
const layouts: Partial<Record<RoutePath, keyof typeof layoutModules>> = {
  '/about': 'form',
  '/education': 'form',
  '/final-steps': 'form',
  '/review': 'form',
  '/signup': 'auth',
  '/login': 'auth',
  '/confirm': 'auth',
  '/forgot': 'auth',
  '/reset': 'auth',
};

/**
 * The prefetch of a form page's first-render data (route-data.ts), a small chunk of its own so the requests leave
 * before the page's code has run (an account screen never downloads it); null for other routes.
 */
export function formPageData(path: string): Promise<typeof import('./route-data.ts').prefetchRouteData> | null {
  return layoutOf(path) === 'form' ? import('./route-data.ts').then((m) => m.prefetchRouteData) : null;
}

/** The print view of the service user (`?service_token=…`), its own chunk: applicants never load it. */
export const printViewModule = once(() =>
  Promise.all([import('../features/service/components/PrintRoute.tsx'), showFormTexts()]).then(async ([m]) => {
    await m.preloadNextStepsRenderers();
    return { default: m.PrintRoute };
  }),
);

export type RoutePath = keyof typeof routeModules;

/** The frame a path's page is shown in, if it is a page's path. */
export function layoutOf(path: string): keyof typeof layoutModules | undefined {
  return isRoutePath(path) ? layouts[path] : undefined;
}

function isRoutePath(path: string): path is RoutePath {
  return Object.hasOwn(routeModules, path);
}

/**
 * Fetches a page's frame and then its code (each evaluated in a task of its own), ahead of navigation (hover or focus
 * on a link to it) or of the first render; settles once both are here.
 */
export async function preloadRoute(path: string): Promise<void> {
  if (!isRoutePath(path)) return;
  const layout = layouts[path];
  if (layout) {
    await layoutModules[layout]();
    await nextTask();
  }
  await routeModules[path]();
}
