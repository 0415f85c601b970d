import { itemRoutes } from "@/lib/api/resource";
import { projectResource } from "@/lib/api/resources";

export const { GET, PATCH, DELETE } = itemRoutes(projectResource);
