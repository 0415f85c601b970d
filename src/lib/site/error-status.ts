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
