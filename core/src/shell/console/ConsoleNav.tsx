import { Suspense } from 'react';
import { useRoute } from 'wouter';
import { Link, LoadBoundary, lazyOf, useRegistry, useUser, type ConsoleRouteContribution } from '@bench/sdk';

interface NavEntry {
  href: string;
  label: string;
  navCount?: ConsoleRouteContribution['navCount'];
}

/** Projects first, then plugin screens with a `nav` entry (by nav order), then the trash. */
export function ConsoleNav() {
  const registry = useRegistry();
  const user = useUser();
  const pluginEntries = registry
    .visibleTo(registry.consoleRoutes, user)
    .filter((route) => route.nav)
    .sort((a, b) => (a.nav!.order ?? Infinity) - (b.nav!.order ?? Infinity))
    .map((route): NavEntry => ({ href: `/${route.path}`, label: route.nav!.label, navCount: route.navCount }));
  const entries: NavEntry[] = [{ href: '/', label: 'Projects' }, ...pluginEntries, { href: '/trash', label: 'Trash' }];
  return (
    <nav className="bn-console-nav" aria-label="Console">
      {entries.map((entry) => (
        <NavItem key={entry.href} entry={entry} />
      ))}
    </nav>
  );
}

function NavItem({ entry }: { entry: NavEntry }) {
  const [active] = useRoute(entry.href === '/' ? '/' : `${entry.href}/*?`);
  const Count = entry.navCount && lazyOf(entry.navCount);
  return (
    <Link
      href={entry.href}
      className={active ? 'bn-console-nav__item bn-console-nav__item--active' : 'bn-console-nav__item'}
      aria-current={active ? 'page' : undefined}
    >
      <span>{entry.label}</span>
      {Count && (
        <LoadBoundary what="the count">
          <Suspense fallback={null}>
            <Count />
          </Suspense>
        </LoadBoundary>
      )}
    </Link>
  );
}
