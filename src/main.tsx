import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import { createRoutes } from '@/app/routes';
import { config } from '@/config';
import { loadTagManager } from '@/lib/analytics';
import { httpsUpgradeUrl } from '@/lib/https';
import '@/styles/global.css';

const upgrade = httpsUpgradeUrl(window.location);
if (upgrade) {
  window.location.replace(upgrade);
} else {
  // Nothing is loaded when no container id is configured.
  loadTagManager(config.gtmId);
  const queryClient = createQueryClient();
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of holding a phone's main
  // thread for one long task (Lighthouse's total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <RouterProvider router={createBrowserRouter(createRoutes(queryClient))} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
