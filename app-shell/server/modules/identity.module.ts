import { availableParallelism } from 'node:os';
import { ContainerModule } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RandomSessionTokens } from '@newsdesk/adapters/crypto/random-session-tokens';
import { ScryptPasswordHasher } from '@newsdesk/adapters/crypto/scrypt-password-hasher';
import { identityRoutes } from '@newsdesk/adapters/http/identity/identity.routes';
import { tourRoutes } from '@newsdesk/adapters/http/identity/tour.routes';
import { UserGuide } from '@newsdesk/adapters/http/user-guide/user-guide';
import { userGuideRoutes } from '@newsdesk/adapters/http/user-guide/user-guide.routes';
import { PostgresTourProgress } from '@newsdesk/adapters/postgres/identity/postgres-tour-progress';
import { PostgresSessionRepository, PostgresUserRepository } from '@newsdesk/adapters/postgres/identity/postgres-identity';
import { PostgresLoginAttemptLedger } from '@newsdesk/adapters/postgres/identity/postgres-login-attempt-ledger';
import { AuthenticateSession } from '@newsdesk/core/identity/authenticate-session';
import { ChangeColorScheme } from '@newsdesk/core/identity/change-color-scheme';
import { ChangeLanguage } from '@newsdesk/core/identity/change-language';
import { CloseSessionPage } from '@newsdesk/core/identity/close-session-page';
import { CreateUser } from '@newsdesk/core/identity/create-user';
import { EnsureDemoUsers } from '@newsdesk/core/identity/ensure-demo-users';
import {
  LoginAttemptLedger,
  PasswordHasher,
  SessionRepository,
  SessionTokens,
  UnseenReleaseNotes,
  UserRepository,
} from '@newsdesk/core/identity/identity.ports';
import { FinishTour } from '@newsdesk/core/identity/finish-tour';
import { ListUsers } from '@newsdesk/core/identity/list-users';
import { LogIn } from '@newsdesk/core/identity/log-in';
import { LogOut } from '@newsdesk/core/identity/log-out';
import { PasswordCheckGate, passwordCheckLimits } from '@newsdesk/core/identity/password-check-gate';
import { RefreshSession } from '@newsdesk/core/identity/refresh-session';
import { ReleaseNotesUnseen } from '@newsdesk/core/release-notes/mark-release-notes-seen';
import { ReleaseNoteRepository } from '@newsdesk/core/release-notes/release-note.ports';
import { Clock } from '@newsdesk/core/shared/clock';
import type { Config } from '../config';
import { REPO_ROOT } from '../config';
import { AppConfig, HttpRoutes, Orm } from '../tokens';
import { IdGenerator } from '@newsdesk/core/shared/id-generator';

export const identityModule = new ContainerModule(({ bind }) => {
  bind<UserRepository>(UserRepository)
    .toDynamicValue((c) => new PostgresUserRepository(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind<SessionRepository>(SessionRepository)
    .toDynamicValue((c) => new PostgresSessionRepository(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  bind<LoginAttemptLedger>(LoginAttemptLedger)
    .toDynamicValue((c) => new PostgresLoginAttemptLedger(c.get<MikroORM>(Orm)))
    .inSingletonScope();
  // one per process: password checks of anonymous callers at once, by the processors there are (ADR 0014)
  bind(PasswordCheckGate).toConstantValue(new PasswordCheckGate(passwordCheckLimits(availableParallelism())));
  bind<PasswordHasher>(PasswordHasher)
    .toDynamicValue((c) => new ScryptPasswordHasher(c.get<Config>(AppConfig).passwordHashCost))
    .inSingletonScope();
  bind<SessionTokens>(SessionTokens).toConstantValue(new RandomSessionTokens());
  // hasNotSeenReleaseNotes of the session: answered by the release notes (bound in release-notes.module)
  bind<UnseenReleaseNotes>(UnseenReleaseNotes)
    .toDynamicValue((c) => new ReleaseNotesUnseen(c.get<ReleaseNoteRepository>(ReleaseNoteRepository)))
    .inSingletonScope();

  bind(LogIn)
    .toDynamicValue(
      (c) =>
        new LogIn(
          c.get(UserRepository),
          c.get(SessionRepository),
          c.get(LoginAttemptLedger),
          c.get(PasswordHasher),
          c.get(SessionTokens),
          c.get(Clock),
          {
            gate: c.get(PasswordCheckGate),
          },
        ),
    )
    .inSingletonScope();
  bind(AuthenticateSession)
    .toDynamicValue(
      (c) =>
        new AuthenticateSession(
          c.get(UserRepository),
          c.get(SessionRepository),
          c.get(SessionTokens),
          c.get(Clock),
          c.get<Config>(AppConfig).sessionPolicy,
        ),
    )
    .inSingletonScope();
  bind(LogOut)
    .toDynamicValue((c) => new LogOut(c.get(SessionRepository), c.get(Clock)))
    .inSingletonScope();
  bind(RefreshSession)
    .toDynamicValue(
      (c) => new RefreshSession(c.get(SessionRepository), c.get(UnseenReleaseNotes), c.get(Clock), c.get<Config>(AppConfig).sessionPolicy),
    )
    .inSingletonScope();
  bind(CloseSessionPage)
    .toDynamicValue((c) => new CloseSessionPage(c.get(SessionRepository), c.get(Clock)))
    .inSingletonScope();
  bind(ChangeLanguage)
    .toDynamicValue((c) => new ChangeLanguage(c.get(UserRepository)))
    .inSingletonScope();
  bind(ChangeColorScheme)
    .toDynamicValue((c) => new ChangeColorScheme(c.get(UserRepository)))
    .inSingletonScope();
  bind(ListUsers)
    .toDynamicValue((c) => new ListUsers(c.get(UserRepository)))
    .inSingletonScope();
  bind(CreateUser)
    .toDynamicValue((c) => new CreateUser(c.get(UserRepository), c.get(PasswordHasher), c.get<IdGenerator>(IdGenerator), c.get(Clock)))
    .inSingletonScope();
  bind(EnsureDemoUsers)
    .toDynamicValue((c) => new EnsureDemoUsers(c.get(UserRepository), c.get(PasswordHasher), c.get(CreateUser)))
    .inSingletonScope();

  // guided tour and settings popup (spec §2): clearing isNew, the feedback link, the user guide
  bind(FinishTour)
    .toDynamicValue((c) => new FinishTour(new PostgresTourProgress(c.get<MikroORM>(Orm))))
    .inSingletonScope();
  bind(HttpRoutes).toDynamicValue((c) => tourRoutes({ finishTour: c.get(FinishTour), feedbackUrl: c.get<Config>(AppConfig).feedbackUrl }));
  bind(HttpRoutes).toConstantValue(userGuideRoutes(new UserGuide(`${REPO_ROOT}/docs/user-guide.md`)));

  bind(HttpRoutes).toDynamicValue((c) =>
    identityRoutes({
      logIn: c.get(LogIn),
      logOut: c.get(LogOut),
      refreshSession: c.get(RefreshSession),
      closeSessionPage: c.get(CloseSessionPage),
      changeLanguage: c.get(ChangeLanguage),
      changeColorScheme: c.get(ChangeColorScheme),
      listUsers: c.get(ListUsers),
      environment: c.get<Config>(AppConfig).environment,
    }),
  );
});
