import type { ComponentType } from 'react';

type RouteModule = () => Promise<{ Component: ComponentType }>;

/** Every page body, each its own chunk: loaded when its route matches, or earlier by preloadRoute. */
export const routeModules = {
  '/about': () => import('../features/application/pages/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })),
  '/education': () => import('../features/application/pages/EducationPage.tsx').then((m) => ({ Component: m.EducationPage })),
  '/final-steps': () =>
    import('../features/application/pages/FinalStepsPage.tsx').then((m) => ({ Component: m.FinalStepsPage })),
  '/completion': () => import('../features/completion/CompletionPage.tsx').then((m) => ({ Component: m.CompletionPage })),
  '/signup': () => import('../features/auth/components/SignUpCard.tsx').then((m) => ({ Component: m.SignUpCard })),
  '/login': () => import('../features/auth/components/LoginCard.tsx').then((m) => ({ Component: m.LoginCard })),
  '/confirm': () => import('../features/auth/components/ConfirmCard.tsx').then((m) => ({ Component: m.ConfirmCard })),
  '/forgot': () =>
    import('../features/auth/components/ForgotPasswordCard.tsx').then((m) => ({ Component: m.ForgotPasswordCard })),
  '/reset': () => import('../features/auth/components/ResetPasswordCard.tsx').then((m) => ({ Component: m.ResetPasswordCard })),
} satisfies Record<string, RouteModule>;

/** The print view of the service user (`?service_token=…`), its own chunk: applicants never load it. */
export const printViewModule = () => import('../features/service/components/PrintRoute.tsx').then((m) => ({ Component: m.PrintRoute }));

export type RoutePath = keyof typeof routeModules;

function isRoutePath(path: string): path is RoutePath {
  return Object.hasOwn(routeModules, path);
}

/** Starts fetching a page's code ahead of navigation (hover or focus on a link to it). */
export function preloadRoute(path: string): void {
  if (isRoutePath(path)) void routeModules[path]();
}
