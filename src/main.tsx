import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import { routes } from '@/app/routes';
import { httpsUpgradeUrl } from '@/lib/https';
import '@/styles/global.css';

const upgrade = httpsUpgradeUrl(window.location);
if (upgrade) {
  window.location.replace(upgrade);
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>,
  );
}
