import { Navigate, useLocation } from 'react-router';
import { defaultFormPage } from '../lib/pages.ts';

/** Any path outside both route groups goes to the default form page, keeping the query string. */
export function RedirectToDefault() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: defaultFormPage.path, search }} replace />;
}
