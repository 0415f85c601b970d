import { collectionRoutes } from "@/lib/api/resource";
import { blogResource } from "@/lib/api/resources";

export const { GET, POST } = collectionRoutes(blogResource);
