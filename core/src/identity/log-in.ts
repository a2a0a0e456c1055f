import type { Clock } from '../shared/clock';
import { throttleAddress } from './client-address';
import { invalidCredentials, tooManyAttempts } from './identity.errors';
import type { LoginAttemptLedger, PasswordHasher, SessionRepository, SessionTokens, UserRepository } from './identity.ports';
import { normalizeEmail, type Session, type User } from './identity.types';
import {
  addressSpacingMs,
  DEFAULT_LOGIN_THROTTLE,
  loginAttemptCounters,
  refusedReservationWait,
  secondsUntil,
  type LoginAttemptCounters,
  type LoginThrottlePolicy,
} from './login-throttle';
import { PasswordCheckGate } from './password-check-gate';

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

export interface LogInOptions {
  throttle?: LoginThrottlePolicy;
  /** One per process: it bounds the password checks running at once (ADR 0014). */
  gate?: PasswordCheckGate;
  sleep?: (ms: number) => Promise<void>;
}

// Verified when the account does not exist, so a wrong e-mail costs as long as a wrong password.
const DUMMY_HASH_PASSWORD = 'newsdesk-no-such-user';

// auth_session.ip holds 64 characters; a proxy may forward anything
const MAX_IP_LENGTH = 64;

/**
 * Logs in with e-mail and password. The attempt is counted BEFORE the password is checked
 * (login-throttle.ts, ADR 0014): a burst of parallel attempts gets at most the limit's worth of
 * checks, in any number of server processes.
 */
export class LogIn {
  private dummyHash: Promise<string> | undefined;
  private readonly throttle: LoginThrottlePolicy;
  private readonly gate: PasswordCheckGate;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly attempts: LoginAttemptLedger,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokens,
    private readonly clock: Clock,
    options: LogInOptions = {},
  ) {
    this.throttle = options.throttle ?? DEFAULT_LOGIN_THROTTLE;
    this.gate = options.gate ?? new PasswordCheckGate();
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async execute(command: LogInCommand): Promise<LogInResult> {
    const email = normalizeEmail(command.email);
    const ip = command.ip.slice(0, MAX_IP_LENGTH);
    const now = this.clock.now();
    const counters = loginAttemptCounters(email, throttleAddress(ip), now, this.throttle);
    const tally = await this.attempts.reserve(counters.all, now);
    if (!tally.reserved) throw tooManyAttempts(refusedReservationWait(counters.all, tally.counts, now));

    let checked = false;
    let user: User | null;
    let passwordMatches: boolean;
    try {
      await this.awaitTurn(counters, tally.counts[counters.all.indexOf(counters.address)] ?? 0);
      user = await this.users.findByEmail(email);
      const hash = user ? user.passwordHash : await this.dummyPasswordHash();
      passwordMatches = await this.gate.run(() => {
        checked = true;
        return this.hasher.verify(command.password, hash);
      });
    } catch (error) {
      // refused before its password was checked: the attempt does not count
      if (!checked) await this.attempts.release(counters.all);
      throw error;
    }
    // a wrong password keeps its reservation: that is the failure, counted
    if (!user?.active || !passwordMatches) throw invalidCredentials();

    await this.attempts.forgive(counters.pair, [counters.account, counters.address]);
    // later than `now` by the wait for a turn, if there was one
    const at = this.clock.now();
    if (command.previousToken) {
      const previous = await this.sessions.findByTokenHash(this.tokens.hash(command.previousToken));
      if (previous && !previous.endedAt) await this.sessions.end(previous.id, at);
    }
    const { sessionId, token, tokenHash } = this.tokens.issue();
    const session: Session = {
      id: sessionId,
      userId: user.id,
      tokenHash,
      createdAt: at,
      lastSeenAt: at,
      pageClosedAt: null,
      endedAt: null,
      userAgent: command.userAgent?.slice(0, 500) ?? null,
      ip,
    };
    await this.sessions.add(session);
    return { user, session, token };
  }

  /**
   * An address beyond its free attempts waits for its turn (at most a few seconds), or is refused
   * when its queue is too long; with few attempts there is no turn to take at all.
   */
  private async awaitTurn(counters: LoginAttemptCounters, addressCount: number): Promise<void> {
    const spacingMs = addressSpacingMs(addressCount, this.throttle);
    if (spacingMs === 0) return;
    const now = this.clock.now();
    const turn = await this.attempts.takeTurn(counters.address.key, now, spacingMs, this.throttle.perAddress.maxWaitMs);
    if (!turn.granted) throw tooManyAttempts(secondsUntil(turn.retryAt, now));
    const waitMs = turn.startsAt.getTime() - now.getTime();
    if (waitMs > 0) await this.sleep(waitMs);
  }

  private dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(DUMMY_HASH_PASSWORD);
    return this.dummyHash;
  }
}
