import { errorResponse } from "@/lib/api/handler";

/**
 * Any /api path no route file serves, with any method: a 404 `{msg}` instead of the HTML
 * "not found" page. Next matches static and single dynamic segments before a catch-all,
 * so every real route still wins.
 */
function unknownEndpoint(): Response {
  return errorResponse(404, "There is no API endpoint at this address.");
}

export {
  unknownEndpoint as GET,
  unknownEndpoint as HEAD,
  unknownEndpoint as OPTIONS,
  unknownEndpoint as POST,
  unknownEndpoint as PUT,
  unknownEndpoint as PATCH,
  unknownEndpoint as DELETE,
};
