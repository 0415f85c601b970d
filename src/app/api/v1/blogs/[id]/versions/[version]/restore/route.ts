import { methods } from "@/lib/api/methods";
import { blogResource } from "@/lib/api/resources";
import { versionRestoreRoutes } from "@/lib/versions/routes";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods(versionRestoreRoutes(blogResource, "blogs"));
