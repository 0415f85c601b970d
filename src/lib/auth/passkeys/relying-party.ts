import "server-only";
import { getPublicProfile } from "@/lib/data/public";
import { badRequest } from "@/lib/errors";
import { siteTitleOf } from "@/lib/site/site-title";
import { configuredOrigin, isPreviewDeployment, requestOrigin, vercelProductionOrigin } from "@/lib/site/site-url";

/** Who passkeys are made for and checked against (WebAuthn's "relying party"). */
export interface RelyingParty {
  /** A host name: the passkey is bound to it, and to nothing else. */
  id: string;
  /** The page origin a browser's answer must name. */
  origin: string;
  /** What the browser's passkey prompt calls the site. */
  name: string;
}

export const PREVIEW_REFUSAL = "Passkeys are not available on preview deployments: log in with the password.";

const LOOPBACK_HOST = /^(localhost|[^.]+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** Browsers allow WebAuthn over plain http only on the machine itself. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOST.test(hostname.toLowerCase());
}

function relyingPartyOf(origin: string, name: string): RelyingParty {
  const url = new URL(origin);
  const loopbackHttp = url.protocol === "http:" && isLoopbackHost(url.hostname);
  return {
    id: url.hostname,
    // A plain-http origin elsewhere is served over https in front of us (or cannot use WebAuthn).
    origin: url.protocol === "https:" || loopbackHttp ? url.origin : `https://${url.host}`,
    name: name || url.hostname,
  };
}

async function configuredSite(): Promise<{ origin: string | null; name: string }> {
  try {
    const profile = await getPublicProfile();
    return { origin: configuredOrigin(profile), name: siteTitleOf(profile) };
  } catch {
    return { origin: vercelProductionOrigin(), name: "" };
  }
}

/**
 * The relying party of this request: the site's configured address (the profile's siteUrl,
 * or Vercel's production domain) when there is one, so every passkey is made for the one
 * lasting name; otherwise the host the request came to (a site on its first start, a laptop).
 * Preview deployments have a host of their own per branch: a passkey made there would be
 * useless elsewhere, so they refuse (400).
 */
export async function relyingPartyFor(req: Request): Promise<RelyingParty> {
  if (isPreviewDeployment()) throw badRequest(PREVIEW_REFUSAL);
  const site = await configuredSite();
  if (site.origin) return relyingPartyOf(site.origin, site.name);
  return relyingPartyOf(requestOrigin(req.headers) ?? new URL(req.url).origin, site.name);
}
