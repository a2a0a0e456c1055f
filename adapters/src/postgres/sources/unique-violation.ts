/** A unique constraint refused the write (MikroORM's converted exception or pg's raw error 23505). */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { name?: string; code?: string; cause?: unknown } | null;
  if (!e) return false;
  return (
    e.name === 'UniqueConstraintViolationException' ||
    e.code === '23505' ||
    (e.cause !== undefined && e.cause !== e && isUniqueViolation(e.cause))
  );
};
