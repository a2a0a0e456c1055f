import type { Clock } from '../shared/clock';
import { invalidCredentials, tooManyAttempts } from './identity.errors';
import type { LoginFailureLog, PasswordHasher, SessionRepository, SessionTokens, UserRepository } from './identity.ports';
import { normalizeEmail, type Session, type User } from './identity.types';
import { DEFAULT_LOGIN_THROTTLE, loginThrottleVerdict, throttleLookbackMs, type LoginThrottlePolicy } from './login-throttle';

export interface LogInCommand {
  email: string;
  password: string;
  ip: string;
  userAgent: string | null;
  /** The cookie token the browser still had, if any: that session ends (new id at login). */
  previousToken?: string | undefined;
}

export interface LogInResult {
  user: User;
  session: Session;
  token: string;
}

// Verified when the account does not exist, so a wrong e-mail costs as long as a wrong password.
const DUMMY_HASH_PASSWORD = 'newsdesk-no-such-user';

export class LogIn {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly failures: LoginFailureLog,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokens,
    private readonly clock: Clock,
    private readonly throttle: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
  ) {}

  async execute(command: LogInCommand): Promise<LogInResult> {
    const email = normalizeEmail(command.email);
    const now = this.clock.now();
    const since = new Date(now.getTime() - throttleLookbackMs(this.throttle));
    const [accountFailures, ipFailures] = await Promise.all([
      this.failures.forAccountSince(email, since),
      this.failures.forIpSince(command.ip, since),
    ]);
    const verdict = loginThrottleVerdict(accountFailures, ipFailures, now, this.throttle);
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);

    const user = await this.users.findByEmail(email);
    const passwordMatches = user
      ? await this.hasher.verify(command.password, user.passwordHash)
      : await this.verifyAgainstDummy(command.password);
    if (!user || !user.active || !passwordMatches) {
      await this.failures.record({ email, ip: command.ip, at: now });
      throw invalidCredentials();
    }

    await this.failures.clearAccount(email);
    if (command.previousToken) {
      const previous = await this.sessions.findByTokenHash(this.tokens.hash(command.previousToken));
      if (previous && !previous.endedAt) await this.sessions.end(previous.id, now);
    }
    const { sessionId, token, tokenHash } = this.tokens.issue();
    const session: Session = {
      id: sessionId,
      userId: user.id,
      tokenHash,
      createdAt: now,
      lastSeenAt: now,
      pageClosedAt: null,
      endedAt: null,
      userAgent: command.userAgent?.slice(0, 500) ?? null,
      ip: command.ip,
    };
    await this.sessions.add(session);
    return { user, session, token };
  }

  private async verifyAgainstDummy(password: string): Promise<boolean> {
    this.dummyHash ??= this.hasher.hash(DUMMY_HASH_PASSWORD);
    await this.hasher.verify(password, await this.dummyHash);
    return false;
  }
}
