import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@/ui';

/**
 * A pathless layout for the pages that still run Apollo mutations and queries (sign-up, confirmations):
 * Apollo (app/signedIn.tsx) loads with them, in parallel with the page's chunk, only when one is visited.
 */
const withApollo = (children: RouteObject[]): RouteObject => ({
  lazy: () => import('@/app/signedIn').then((m) => ({ Component: m.ApolloOutlet })),
  children,
});

/** 'Conteúdo não encontrado' at `path`, its chunk loaded when matched. */
export const notFoundRoute = (path: string): RouteObject => ({
  path,
  lazy: () => import('@/features/common/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
});

/**
 * Public routes (spec 000 §2). Every page is loaded on demand (`lazy`), so the entry bundle holds
 * only the router and the providers; the auth layout is its own small chunk, and so is the not-found page.
 */
export const publicRoutes: RouteObject[] = [
  {
    // Shown while the first page's chunk loads on a cold start.
    HydrateFallback: FullPageSpinner,
    lazy: () => import('@/features/auth/layout/AuthLayout').then((m) => ({ Component: m.AuthLayout })),
    children: [
      { index: true, lazy: () => import('@/features/auth/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      {
        path: 'login',
        children: [
          {
            index: true,
            lazy: () => import('@/features/auth/login/LoginPage').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'master/:code',
            lazy: () => import('@/features/auth/login/MasterLoginPage').then((m) => ({ Component: m.MasterLoginPage })),
          },
        ],
      },
      {
        path: 'cadastro',
        children: [
          {
            index: true,
            lazy: () => import('@/features/auth/signup/SignUpRolePage').then((m) => ({ Component: m.SignUpRolePage })),
          },
          withApollo([
            {
              path: 'consultor',
              lazy: () =>
                import('@/features/auth/signup/SignUpWizardPage').then((m) => ({ Component: m.ConsultantSignUpPage })),
            },
            {
              path: 'empresa',
              lazy: () =>
                import('@/features/auth/signup/SignUpWizardPage').then((m) => ({ Component: m.CompanySignUpPage })),
            },
          ]),
        ],
      },
      withApollo([
        {
          path: 'services/confirm-account',
          lazy: () =>
            import('@/features/auth/confirm/ConfirmationPage').then((m) => ({ Component: m.ConfirmAccountPage })),
        },
        {
          path: 'services/email-update',
          lazy: () =>
            import('@/features/auth/confirm/ConfirmationPage').then((m) => ({ Component: m.ConfirmEmailUpdatePage })),
        },
      ]),
    ],
  },
  // Explicit not-found pages (the app-wide `*` also catches them; listed so the spec's routes read here).
  notFoundRoute('login/*'),
  notFoundRoute('services/*'),
  notFoundRoute('admin/*'),
];
