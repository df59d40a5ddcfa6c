import type { ReactNode } from 'react';
import { Link } from '@bench/sdk';
import { UserMenu } from '../UserMenu.tsx';
import { ConsoleNav } from './ConsoleNav.tsx';

/** The console frame: navigation bar on top, console navigation on the left, the screen beside it. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bn-console">
      <header className="bn-topbar">
        <Link href="/" className="bn-brand">
          Bench
        </Link>
        <UserMenu />
      </header>
      <div className="bn-console__body">
        <ConsoleNav />
        <main className="bn-console__main">{children}</main>
      </div>
    </div>
  );
}
