import { Redirect, Route, Router, Switch, type BaseLocationHook } from 'wouter';
import { Auth, LazyView, Settings, Spinner, useService, useSnapshot } from '@bench/sdk';
import { ConsoleLayout } from './console/ConsoleLayout.tsx';
import { ConsoleRoutes } from './console/ConsoleRoutes.tsx';
import { LocalSignIn } from './LocalSignIn.tsx';
import { DesktopNotifications } from './DesktopNotifications.tsx';
import { Notices } from './Notices.tsx';
import { RedirectParam } from './RedirectParam.tsx';

// Screens other than the project list load when their route is opened, keeping them out of the initial bundle.
const sessionScreen = () => import('./session/SessionScreen.tsx').then((m) => ({ default: m.SessionScreen }));
const samplesRoute = () => import('./SamplesRoute.tsx').then((m) => ({ default: m.SamplesRoute }));
const callback = () => import('./Callback.tsx').then((m) => ({ default: m.Callback }));

export interface ShellProps {
  /** a wouter location hook (e.g. `memoryLocation().hook` in tests); the browser location otherwise */
  location?: BaseLocationHook;
}

/**
 * Every route of spec 1 §2 / spec 3 §2: the callback, the session workspace, and the console with
 * its children (project list, trash, plugin screens, 403/404 and the 404 for unknown paths).
 */
export function Shell({ location }: ShellProps) {
  const { callbackPath } = useService(Settings).values;
  const auth = useService(Auth);
  const { user, signInRequired } = useSnapshot(auth.state);
  if (!user) {
    // local mode with declared users: the bootstrap renders the shell while start() waits
    if (signInRequired) return <LocalSignIn auth={auth} />;
    return (
      <div className="bn-center-screen">
        <Spinner label="Signing in…" />
      </div>
    );
  }
  return (
    <Router hook={location}>
      <Notices />
      <DesktopNotifications />
      <Switch>
        <Route path={callbackPath}>
          <LazyView loader={callback} props={{}} what="the sign-in" />
        </Route>
        <Route path="/__samples/:name?">
          {(params) => <LazyView loader={samplesRoute} props={{ name: params.name }} what="the samples" />}
        </Route>
        <Route>
          <RedirectParam>
            <Switch>
              <Route path="/sessions/:id">
                {(params) => (
                  <LazyView key={params.id} loader={sessionScreen} props={{ id: params.id }} what="the session" />
                )}
              </Route>
              <Route path="/sessions">
                <Redirect to="/" replace />
              </Route>
              <Route>
                <ConsoleLayout>
                  <ConsoleRoutes />
                </ConsoleLayout>
              </Route>
            </Switch>
          </RedirectParam>
        </Route>
      </Switch>
    </Router>
  );
}
