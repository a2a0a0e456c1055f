/** Container keys for things that are not ports of core (ports carry their own Symbol). */
export const AppConfig = Symbol.for('AppConfig');
export const Orm = Symbol.for('Orm');
export const AppLogger = Symbol.for('AppLogger');
/** Multi-bound: every context module adds its HTTP routes under this key. */
export const HttpRoutes = Symbol.for('HttpRoutes');
/** The JobRunnerWatch every background job runner reports to (readiness heartbeats and metrics). */
export const JobWatch = Symbol.for('JobWatch');
/** Where search, suggestions, related documents and counts read: the primary or a fresh replica (ReadDatabase). */
export const ReadDb = Symbol.for('ReadDb');
