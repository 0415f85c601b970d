// @ts-check
/** The methods Next.js dispatches to a route handler; it answers any other one itself. */
export const ROUTE_METHODS = /** @type {const} */ (["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);
