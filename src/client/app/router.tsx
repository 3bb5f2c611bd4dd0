import { createBrowserRouter, Navigate, useLocation } from 'react-router';

function RedirectToDefault() {
  const location = useLocation();
  return <Navigate to={{ pathname: '/about', search: location.search }} replace />;
}

function Placeholder({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}

export const router = createBrowserRouter([
  { path: '/about', element: <Placeholder title="About You" /> },
  { path: '/education', element: <Placeholder title="Your Academics" /> },
  { path: '/final-steps', element: <Placeholder title="Next Steps" /> },
  { path: '*', element: <RedirectToDefault /> },
]);
