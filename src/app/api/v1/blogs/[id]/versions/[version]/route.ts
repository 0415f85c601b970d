import { methods } from "@/lib/api/methods";
import { blogResource } from "@/lib/api/resources";
import { versionRoutes } from "@/lib/versions/routes";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods(versionRoutes(blogResource, "blogs"));
