import { methods } from "@/lib/api/methods";
import { collectionRoutes } from "@/lib/api/resource";
import { blogResource } from "@/lib/api/resources";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods(collectionRoutes(blogResource));
