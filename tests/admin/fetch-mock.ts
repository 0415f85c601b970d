// A stand-in for window.fetch: jsdom has none, and the API is the boundary these
// component tests stop at. Routes are "METHOD /api/v1/path" → a response or a function.
export interface FakeResponse {
  status?: number;
  body?: unknown;
}

type Route = FakeResponse | ((init: RequestInit | undefined) => FakeResponse | Promise<FakeResponse>);

export function installFetch(routes: Record<string, Route>) {
  const calls: Array<{ key: string; init: RequestInit | undefined }> = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    calls.push({ key, init });
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request: ${key}`);
    const { status = 200, body = {} } = typeof route === "function" ? await route(init) : route;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      json: async () => body,
    } as Response;
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return { fetchMock, calls, count: (key: string) => calls.filter((call) => call.key === key).length };
}
