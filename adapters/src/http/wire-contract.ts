import type { z } from 'zod';

/**
 * Type-level checks that tie a route's zod schema to core's wire type (ADR 0031). A request schema
 * must take everything core's type allows the widgets to send, and hand the use case core's type;
 * a response schema must describe core's answer exactly. Both are `true` or the build fails where
 * they are asserted (the `*.wire.test.ts` files beside the routes).
 */
export type AcceptsRequest<S extends z.ZodType, T> = [T] extends [z.input<S>] ? ([z.output<S>] extends [T] ? true : false) : false;

/** Same shape both ways, and the same keys (an optional field dropped on one side counts too). */
export type DescribesResponse<S extends z.ZodType, T> = [z.output<S>] extends [T]
  ? [T] extends [z.output<S>]
    ? [keyof z.output<S>] extends [keyof T]
      ? [keyof T] extends [keyof z.output<S>]
        ? true
        : false
      : false
    : false
  : false;

/** Asserts a type-level fact: `holds<AcceptsRequest<typeof body, CoreType>>(true)` compiles only when it is `true` (not `false`, not an undecided `boolean`). */
export const holds = <Fact extends true>(fact: Fact): Fact => fact;
