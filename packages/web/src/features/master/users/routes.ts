import type { RouteObject } from 'react-router-dom';

// Each group of pages is one lazily loaded chunk (loaders written here: importing `page` from
// '@/routes/areas' would close an import cycle through the master routes).
const lists = () => import('./UserListPage');
const registration = () => import('./RegistrationPages');
const details = () => import('./detail/UserDetailPage');

/** The master's users pages, relative to /master (spec 000 §2). */
export const userRoutes: RouteObject[] = [
  { path: 'empresas', lazy: async () => ({ Component: (await lists()).CompaniesListPage }) },
  { path: 'empresas/registrar', lazy: async () => ({ Component: (await registration()).CompanyRegistrationPage }) },
  { path: 'empresas/:id', lazy: async () => ({ Component: (await details()).CompanyDetailPage }) },
  { path: 'consultores', lazy: async () => ({ Component: (await lists()).ConsultantsListPage }) },
  {
    path: 'consultores/registrar',
    lazy: async () => ({ Component: (await registration()).ConsultantRegistrationPage }),
  },
  { path: 'consultores/:id', lazy: async () => ({ Component: (await details()).ConsultantDetailPage }) },
  {
    path: 'consultor-empresarial/:id',
    lazy: async () => ({ Component: (await details()).EnterpriseConsultantDetailPage }),
  },
  { path: 'agricultores', lazy: async () => ({ Component: (await lists()).FarmersListPage }) },
  {
    path: 'agricultores/registrar',
    lazy: async () => ({ Component: (await registration()).FarmerRegistrationPage }),
  },
  { path: 'agricultores/:id', lazy: async () => ({ Component: (await details()).FarmerDetailPage }) },
];
