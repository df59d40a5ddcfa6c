import { Auth, Settings, Button, Icon, useService, useUser } from '@bench/sdk';

/** Links to the Support and CAD apps (new tab), the user's name and logout (spec 3 §2). */
export function UserMenu() {
  const auth = useService(Auth);
  const { supportUrl, cadUrl } = useService(Settings).values;
  const user = useUser();
  return (
    <div className="bn-user-menu">
      <a className="bn-topbar__link" href={supportUrl} target="_blank" rel="noopener">
        Support <Icon name="external" size={12} />
      </a>
      <a className="bn-topbar__link" href={cadUrl} target="_blank" rel="noopener">
        CAD <Icon name="external" size={12} />
      </a>
      <span className="bn-user-menu__name">
        {user.firstName} {user.lastName}
      </span>
      <Button small variant="ghost" onClick={() => auth.logout()}>
        Log out
      </Button>
    </div>
  );
}
