import { lazy } from 'react';

/**
 * Route groups loaded on demand, so the login page downloads only what it shows.
 * Each import names its module once; Rollup splits shared pieces (the access layout) by itself.
 */
export const LoginPage = lazy(() => import('../views/access/LoginPage.tsx').then((module) => ({ default: module.LoginPage })));
export const SignUpPage = lazy(() => import('../views/access/SignUpPage.tsx').then((module) => ({ default: module.SignUpPage })));
export const PasswordResetPage = lazy(() =>
  import('../views/access/PasswordResetPage.tsx').then((module) => ({ default: module.PasswordResetPage })),
);
export const Shell = lazy(() => import('../views/shell/Shell.tsx').then((module) => ({ default: module.Shell })));
export const ComingSoon = lazy(() => import('../views/shell/Shell.tsx').then((module) => ({ default: module.ComingSoon })));
export const DashboardPage = lazy(() =>
  import('../views/dashboard/DashboardPage.tsx').then((module) => ({ default: module.DashboardPage })),
);
export const OnboardingPage = lazy(() =>
  import('../views/onboarding/OnboardingPage.tsx').then((module) => ({ default: module.OnboardingPage })),
);
export const NotFoundPage = lazy(() => import('../views/errors/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })));

/** The customers area: each screen its own chunk, so neither the login page nor the dashboard carries it. */
export const CustomersListPage = lazy(() =>
  import('../views/customers/list/CustomersListPage.tsx').then((module) => ({ default: module.CustomersListPage })),
);
export const CustomerCreatePage = lazy(() =>
  import('../views/customers/form/CustomerCreatePage.tsx').then((module) => ({ default: module.CustomerCreatePage })),
);
export const CustomerEditPage = lazy(() =>
  import('../views/customers/form/CustomerEditPage.tsx').then((module) => ({ default: module.CustomerEditPage })),
);
export const CustomerViewPage = lazy(() =>
  import('../views/customers/view/CustomerViewPage.tsx').then((module) => ({ default: module.CustomerViewPage })),
);
