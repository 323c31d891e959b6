import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { renderedForNarrowScreen, takeServerRender } from '@/app/hydration';
import { createQueryClient } from '@/app/queryClient';
import { createRoutes } from '@/app/routes';
import { NarrowFirstRender } from '@/components/narrowFirstRender';
import { config } from '@/config';
import { loadTagManager } from '@/lib/analytics';
import { markLive } from '@/lib/earlyInput/markLive';
import { httpsUpgradeUrl } from '@/lib/https';
import '@/styles/global.css';

/** Renders nothing; its effect runs once the first render has committed, when the page answers (lib/earlyInput). */
function LiveMarker() {
  useEffect(() => markLive(document.documentElement), []);
  return null;
}

async function start() {
  // Nothing is loaded when no container id is configured.
  loadTagManager(config.gtmId);
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const hydrationData = await takeServerRender(queryClient, routes);
  // The page's chunk was just evaluated in this task (its schemas included): the router and the hydration start in a
  // task of their own, so neither lengthens that one (issue 27, Lighthouse's total blocking time on a phone).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const app = (
    <StrictMode>
      <NarrowFirstRender value={renderedForNarrowScreen()}>
        <AppProviders client={queryClient}>
          <RouterProvider router={createBrowserRouter(routes, { hydrationData })} />
          <LiveMarker />
        </AppProviders>
      </NarrowFirstRender>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // As a transition the first render yields to the browser every few milliseconds instead of holding a phone's main
  // thread for one long task (Lighthouse's total blocking time). A page the server rendered is hydrated; a page
  // served empty (static hosting of dist/) is rendered from scratch.
  startTransition(() => {
    if (hydrationData) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const upgrade = httpsUpgradeUrl(window.location);
if (upgrade) window.location.replace(upgrade);
else void start();
