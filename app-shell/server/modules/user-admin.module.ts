import { ContainerModule } from 'inversify';
import { userAdminRoutes } from '@newsdesk/adapters/http/identity/user-admin.routes';
import { ChangeUserRoles } from '@newsdesk/core/identity/change-user-roles';
import { CreateUser } from '@newsdesk/core/identity/create-user';
import { EndUserSession } from '@newsdesk/core/identity/end-user-session';
import { SessionRepository, UserRepository } from '@newsdesk/core/identity/identity.ports';
import { ListUserAccounts } from '@newsdesk/core/identity/list-user-accounts';
import { SetUserActive } from '@newsdesk/core/identity/set-user-active';
import { Clock } from '@newsdesk/core/shared/clock';
import type { Config } from '../config';
import { AppConfig, HttpRoutes } from '../tokens';

/** The administration's Users tab (spec §2 /administration); the repositories and CreateUser come from the identity module. */
export const userAdminModule = new ContainerModule(({ bind }) => {
  bind(ListUserAccounts)
    .toDynamicValue(
      (c) => new ListUserAccounts(c.get(UserRepository), c.get(SessionRepository), c.get(Clock), c.get<Config>(AppConfig).sessionPolicy),
    )
    .inSingletonScope();
  bind(ChangeUserRoles)
    .toDynamicValue((c) => new ChangeUserRoles(c.get(UserRepository)))
    .inSingletonScope();
  bind(SetUserActive)
    .toDynamicValue((c) => new SetUserActive(c.get(UserRepository), c.get(SessionRepository), c.get(Clock)))
    .inSingletonScope();
  bind(EndUserSession)
    .toDynamicValue((c) => new EndUserSession(c.get(SessionRepository), c.get(Clock)))
    .inSingletonScope();

  bind(HttpRoutes).toDynamicValue((c) =>
    userAdminRoutes({
      listUserAccounts: c.get(ListUserAccounts),
      createUser: c.get(CreateUser),
      changeUserRoles: c.get(ChangeUserRoles),
      setUserActive: c.get(SetUserActive),
      endUserSession: c.get(EndUserSession),
    }),
  );
});
