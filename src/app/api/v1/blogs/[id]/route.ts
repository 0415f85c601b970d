import { itemRoutes } from "@/lib/api/resource";
import { blogResource } from "@/lib/api/resources";

export const { GET, PATCH, DELETE } = itemRoutes(blogResource);
