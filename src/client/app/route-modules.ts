import type { ComponentType } from 'react';
import { loadOnce, type LoadOnce } from '../../shared/load-once.ts';
import { showFormTexts } from '../lib/language/show-language.ts';

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
  form: once(() => Promise.all([import('./layouts/FormLayout.tsx'), showFormTexts()]).then(([m]) => ({ default: m.FormLayout }))),
  auth: once(() => import('./layouts/AuthLayout.tsx').then((m) => ({ default: m.AuthLayout }))),
} satisfies Record<string, RouteLoader>;

/** Every page body, each its own chunk: loaded when its route matches, or earlier by preloadRoute. */
export const routeModules = {
  '/about': once(() => import('../features/application/pages/AboutPage.tsx').then((m) => ({ default: m.AboutPage }))),
  '/education': once(() => import('../features/application/pages/EducationPage.tsx').then((m) => ({ default: m.EducationPage }))),
  '/final-steps': once(() =>
    import('../features/application/pages/FinalStepsPage.tsx').then(async (m) => {
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
 * The prefetch of a form page's first-render data (route-data.ts), from the form frame's own chunk (no chunk of its
 * own, so an account screen never downloads it); null for other routes.
 */
export function formPageData(path: string): Promise<typeof import('./route-data.ts').prefetchRouteData> | null {
  return layoutOf(path) === 'form' ? import('./layouts/FormLayout.tsx').then((m) => m.prefetchRouteData) : null;
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
 * Fetches a page's code, and its frame's, ahead of navigation (hover or focus on a link to it) or of the first
 * render; settles once both are here.
 */
export function preloadRoute(path: string): Promise<void> {
  if (!isRoutePath(path)) return Promise.resolve();
  const layout = layouts[path];
  return Promise.all([routeModules[path](), layout && layoutModules[layout]()]).then(() => undefined);
}
