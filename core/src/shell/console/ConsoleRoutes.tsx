import { Route, Switch } from 'wouter';
import { LazyView, useDocumentTitle, useRegistry, useUser, type ConsoleRouteContribution } from '@bench/sdk';
import { Forbidden, NotFound } from '../StaticScreens.tsx';

/** The project list and the trash load when opened, keeping them out of the initial bundle (DESIGN.md §8: < 150 kB). */
const projectList = () => import('../projects/ProjectList.tsx').then((m) => ({ default: m.ProjectList }));
const deletedProjects = () => import('../projects/DeletedProjects.tsx').then((m) => ({ default: m.DeletedProjects }));

/** The console's children: project list (default), trash, the plugin screens the user may see, 403/404. */
export function ConsoleRoutes() {
  const registry = useRegistry();
  const routes = registry.visibleTo(registry.consoleRoutes, useUser());
  return (
    <Switch>
      <Route path="/">
        <LazyView loader={projectList} props={{}} what="the projects" />
      </Route>
      <Route path="/trash">
        <LazyView loader={deletedProjects} props={{}} what="the trash" />
      </Route>
      <Route path="/403" component={Forbidden} />
      <Route path="/404" component={NotFound} />
      {routes.map((route) => (
        <Route key={route.fullId} path={`/${route.path}`}>
          {(params) => (
            <PluginScreen
              key={`${route.fullId}:${JSON.stringify(params)}`}
              route={route}
              params={definedParams(params)}
            />
          )}
        </Route>
      ))}
      <Route component={NotFound} />
    </Switch>
  );
}

function PluginScreen({ route, params }: { route: ConsoleRouteContribution; params: Record<string, string> }) {
  useDocumentTitle(route.title);
  return <LazyView loader={route.component} props={{ params }} what={`the ${route.title} screen`} />;
}

function definedParams(params: Record<string | number, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
