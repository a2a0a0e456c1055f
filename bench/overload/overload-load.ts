// The load generator of the overload benchmark (overload.bench.ts), run as a child process so the
// server's process and this one do not share an event loop. Open loop: request i is sent at its
// scheduled time whatever the earlier ones are doing, and its latency runs from that time, so a
// slow server cannot slow the generator down and hide its own queueing (coordinated omission).
import http from 'node:http';

export interface PlannedRequest {
  /** Name in the report, e.g. `search` or `document`. */
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Index into the plan's sessions; -1 for none (health checks, login). */
  session: number;
  /** X-Forwarded-For: each reader comes from an address of their own (nginx in front, NEWSDESK_TRUST_PROXY). */
  address: string;
}

export interface LoadPlan {
  baseUrl: string;
  cookies: string[];
  /** Every request of the run in order, one every 1000 / rate ms. */
  requests: PlannedRequest[];
  rate: number;
  /** This generator sends requests index ≡ offset (mod of). */
  offset: number;
  of: number;
}

/** [request index, status (0: no answer), ms from scheduled time to the end of the answer] */
export type Sample = [number, number, number];

const run = async (plan: LoadPlan): Promise<{ samples: Sample[]; maxLateMs: number }> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const samples: Sample[] = [];
  const interval = 1000 / plan.rate;
  const started = performance.now() + 50;
  let maxLateMs = 0;
  const pending: Promise<void>[] = [];
  const send = (index: number, scheduled: number) => {
    const planned = plan.requests[index]!;
    const payload = planned.body === undefined ? undefined : JSON.stringify(planned.body);
    const headers: Record<string, string> = { 'X-Forwarded-For': planned.address, Accept: 'application/json' };
    if (planned.session >= 0) headers['Cookie'] = plan.cookies[planned.session]!;
    if (planned.method !== 'GET') headers['Origin'] = plan.baseUrl;
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    return new Promise<void>((resolve) => {
      const request = http.request(
        `${plan.baseUrl}${planned.path}`,
        { method: planned.method, headers, agent, timeout: 60_000 },
        (response) => {
          response.resume();
          response.on('end', () => {
            samples.push([index, response.statusCode ?? 0, performance.now() - scheduled]);
            resolve();
          });
        },
      );
      request.on('error', () => {
        samples.push([index, 0, performance.now() - scheduled]);
        resolve();
      });
      request.end(payload);
    });
  };
  for (let index = plan.offset; index < plan.requests.length; index += plan.of) {
    const scheduled = started + index * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    maxLateMs = Math.max(maxLateMs, performance.now() - scheduled);
    pending.push(send(index, scheduled));
  }
  await Promise.all(pending);
  agent.destroy();
  return { samples, maxLateMs };
};

process.on('message', (plan: LoadPlan) => {
  run(plan).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => process.send!({ error: String(error) }, () => process.exit(1)),
  );
});
