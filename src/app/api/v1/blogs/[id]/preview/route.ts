import { methods } from "@/lib/api/methods";
import { previewLinkRoutes } from "@/lib/preview/api";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods(previewLinkRoutes("blogs"));
