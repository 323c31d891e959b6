import { lazy } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import { AdminOnly } from '@/features/staff/components/AdminOnly';
import { StaffFrame } from '@/features/staff/components/StaffFrame';
import { staffPaths } from '@/features/staff/paths';
import { useNoIndex } from '@/pages/common/useNoIndex';
import CodePage from './CodePage';
import InvitationPage from './InvitationPage';
import LeadsPage from './LeadsPage';
import SignInPage from './SignInPage';
import StaffNotFound from './StaffNotFound';

// The inbox, where the workspace opens, comes with it: the server renders it for a signed-in member, and the browser
// hydrates it as soon as this chunk has loaded (docs/decisions/029). Each other signed-in page is a chunk of its own
// (the funnel's chart alone is large); the frame shows while one loads.
const LeadPage = lazy(() => import('./LeadPage'));
const SubletsModerationPage = lazy(() => import('./SubletsModerationPage'));
const FunnelPage = lazy(() => import('./FunnelPage'));
const AlertsPage = lazy(() => import('./AlertsPage'));
const AuditPage = lazy(() => import('./AuditPage'));
const TourCalendarPage = lazy(() => import('./TourCalendarPage'));
const TourSettingsPage = lazy(() => import('./TourSettingsPage'));
const TeamPage = lazy(() => import('./TeamPage'));
const PlanPage = lazy(() => import('./PlanPage'));
const SpecialsPage = lazy(() => import('./SpecialsPage'));
const AccountPage = lazy(() => import('./AccountPage'));
const ListingsPage = lazy(() => import('./ListingsPage'));
const CommunityPage = lazy(() => import('./CommunityPage'));

/** Paths inside the workspace, relative to `/staff` (src/features/staff/paths.ts writes them whole). */
const inside = (path: string) => path.slice(`${staffPaths.home}/`.length);

/**
 * The leasing office's workspace (issue 22) under `/staff`: the sign-in pages on their own, every other page inside
 * the frame, which signs the member in first. Nothing here is indexed or sends its address to another site.
 */
export default function StaffApp() {
  useNoIndex();
  // Route objects rather than <Routes>: the router code they need is already in the public pages' bundle.
  return useRoutes([
    { index: true, element: <Navigate replace to={staffPaths.leads} /> },
    { path: inside(staffPaths.signIn), element: <SignInPage /> },
    { path: inside(staffPaths.code), element: <CodePage /> },
    { path: inside(staffPaths.invitation), element: <InvitationPage /> },
    {
      element: <StaffFrame />,
      children: [
        { path: inside(staffPaths.leads), element: <LeadsPage /> },
        { path: `${inside(staffPaths.leads)}/:id`, element: <LeadPage /> },
        { path: inside(staffPaths.sublets), element: <SubletsModerationPage /> },
        { path: inside(staffPaths.funnel), element: <FunnelPage /> },
        { path: inside(staffPaths.alerts), element: <AlertsPage /> },
        { path: inside(staffPaths.tours), element: <TourCalendarPage /> },
        { path: inside(staffPaths.tourSettings), element: <TourSettingsPage /> },
        { path: inside(staffPaths.listings), element: <ListingsPage /> },
        { path: `${inside(staffPaths.listings)}/plans/:id`, element: <PlanPage /> },
        { path: inside(staffPaths.specials), element: <SpecialsPage /> },
        // staffPaths.community(id)
        { path: 'communities/:id', element: <CommunityPage /> },
        { path: inside(staffPaths.audit), element: <AdminOnly><AuditPage /></AdminOnly> },
        { path: inside(staffPaths.team), element: <AdminOnly><TeamPage /></AdminOnly> },
        { path: inside(staffPaths.account), element: <AccountPage /> },
        { path: '*', element: <StaffNotFound /> },
      ],
    },
  ]);
}
