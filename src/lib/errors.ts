/**
 * The one error type of the API. Every failure leaves a route as `{ msg }` with a status;
 * see `toErrorResponse` in lib/api/handler.ts for how other errors are mapped. `extra` adds
 * fields beside `msg` where a client needs them to recover (a 409's current item).
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly msg: string,
    public readonly extra?: { body?: Record<string, unknown>; headers?: HeadersInit },
  ) {
    super(msg);
    this.name = "ApiError";
  }
}

export const badRequest = (msg: string) => new ApiError(400, msg);
export const unauthorized = (msg = "You need to log in to do that.") => new ApiError(401, msg);
export const forbidden = (msg = "Cross-site requests are not allowed.") => new ApiError(403, msg);
export const notFound = (what: string) => new ApiError(404, `${what} not found.`);
export const conflict = (msg: string) => new ApiError(409, msg);
export const tooManyRequests = (msg: string) => new ApiError(429, msg);
