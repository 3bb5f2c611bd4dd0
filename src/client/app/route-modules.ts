import type { ComponentType } from 'react';

type RouteModule = () => Promise<{ default: ComponentType }>;

/**
 * The two frames, each its own chunk: an account screen never loads the form's frame (the application, its
 * validation and JSON Forms), and a form page never loads the account cards' frame.
 */
export const layoutModules = {
  form: () => import('./layouts/FormLayout.tsx').then((m) => ({ default: m.FormLayout })),
  auth: () => import('./layouts/AuthLayout.tsx').then((m) => ({ default: m.AuthLayout })),
} satisfies Record<string, RouteModule>;

/** Every page body, each its own chunk: loaded when its route matches, or earlier by preloadRoute. */
export const routeModules = {
  '/about': () => import('../features/application/pages/AboutPage.tsx').then((m) => ({ default: m.AboutPage })),
  '/education': () => import('../features/application/pages/EducationPage.tsx').then((m) => ({ default: m.EducationPage })),
  '/final-steps': () =>
    import('../features/application/pages/FinalStepsPage.tsx').then((m) => ({ default: m.FinalStepsPage })),
  '/completion': () => import('../features/completion/CompletionPage.tsx').then((m) => ({ default: m.CompletionPage })),
  '/signup': () => import('../features/auth/components/SignUpCard.tsx').then((m) => ({ default: m.SignUpCard })),
  '/login': () => import('../features/auth/components/LoginCard.tsx').then((m) => ({ default: m.LoginCard })),
  '/confirm': () => import('../features/auth/components/ConfirmCard.tsx').then((m) => ({ default: m.ConfirmCard })),
  '/forgot': () =>
    import('../features/auth/components/ForgotPasswordCard.tsx').then((m) => ({ default: m.ForgotPasswordCard })),
  '/reset': () => import('../features/auth/components/ResetPasswordCard.tsx').then((m) => ({ default: m.ResetPasswordCard })),
} satisfies Record<string, RouteModule>;

/** The frame each page is shown in (/completion has none). */
const layoutOf: Partial<Record<RoutePath, keyof typeof layoutModules>> = {
  '/about': 'form',
  '/education': 'form',
  '/final-steps': 'form',
  '/signup': 'auth',
  '/login': 'auth',
  '/confirm': 'auth',
  '/forgot': 'auth',
  '/reset': 'auth',
};

/** The print view of the service user (`?service_token=…`), its own chunk: applicants never load it. */
export const printViewModule = () => import('../features/service/components/PrintRoute.tsx').then((m) => ({ default: m.PrintRoute }));

export type RoutePath = keyof typeof routeModules;

function isRoutePath(path: string): path is RoutePath {
  return Object.hasOwn(routeModules, path);
}

/** Starts fetching a page's code, and its frame's, ahead of navigation (hover or focus on a link to it). */
export function preloadRoute(path: string): void {
  if (!isRoutePath(path)) return;
  void routeModules[path]();
  const layout = layoutOf[path];
  if (layout) void layoutModules[layout]();
}
