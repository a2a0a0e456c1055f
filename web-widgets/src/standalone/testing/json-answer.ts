/**
 * What `fetch` resolves to when the Newsdesk server answers 200 with this JSON body: the fields
 * ApiClient reads (ok, status, content type, text), for the embeds' tests on a plain page.
 */
export const jsonAnswer = (body: unknown): Response =>
  ({
    ok: true,
    status: 200,
    statusText: '',
    headers: { get: () => 'application/json' },
    text: async () => JSON.stringify(body),
  }) as unknown as Response;
