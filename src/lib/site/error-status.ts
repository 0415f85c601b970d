/** Title and explanation of the error screen (spec point 8). */
export interface ErrorScreenText {
  title: string;
  description: string;
}

const BY_STATUS: Record<number, ErrorScreenText> = {
  400: { title: "Bad Request", description: "The request could not be understood. Check the address and try again." },
  401: { title: "Unauthorized", description: "You need to log in to access this page." },
  403: { title: "Forbidden", description: "You don't have permission to access this page." },
  404: { title: "Page Not Found", description: "We can't seem to find the page you are looking for." },
  500: { title: "Internal Server Error", description: "Something broke on our side. Please try again in a moment." },
  502: { title: "Bad Gateway", description: "A server between you and this site answered badly. Please try again in a moment." },
  503: { title: "Service Unavailable", description: "The site is briefly unavailable. Please try again in a moment." },
  504: { title: "Gateway Timeout", description: "The server took too long to answer. Please try again in a moment." },
};

/**
 * The standard reason phrase of every 4xx and 5xx status (RFC 9110 and the registered
 * extensions, as node:http's STATUS_CODES has them). A table rather than node:http, because
 * error screens also render in the browser.
 */
const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  407: "Proxy Authentication Required",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  411: "Length Required",
  412: "Precondition Failed",
  413: "Payload Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  416: "Range Not Satisfiable",
  417: "Expectation Failed",
  418: "I'm a Teapot",
  421: "Misdirected Request",
  422: "Unprocessable Entity",
  423: "Locked",
  424: "Failed Dependency",
  425: "Too Early",
  426: "Upgrade Required",
  428: "Precondition Required",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  451: "Unavailable For Legal Reasons",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
  505: "HTTP Version Not Supported",
  506: "Variant Also Negotiates",
  507: "Insufficient Storage",
  508: "Loop Detected",
  509: "Bandwidth Limit Exceeded",
  510: "Not Extended",
  511: "Network Authentication Required",
};

/** The status text of a status: the standard phrase, or undefined for one without any. */
export function statusTextOf(status?: number | null): string | undefined {
  return status != null ? STATUS_TEXT[status] : undefined;
}

export const GENERIC_ERROR_TITLE = "Something went wrong!";
const GENERIC_DESCRIPTION = "An unexpected error occurred. You can try again or go back to the home page.";

/**
 * The known statuses get their own title; an unknown status shows its status text; with
 * neither (or an unknown status without text) the screen says 'Something went wrong!'.
 */
export function errorScreenText(status?: number | null, statusText?: string | null): ErrorScreenText {
  if (status != null && BY_STATUS[status]) return BY_STATUS[status];
  const text = statusText?.trim();
  if (status != null && text) return { title: text, description: GENERIC_DESCRIPTION };
  return { title: GENERIC_ERROR_TITLE, description: GENERIC_DESCRIPTION };
}
