import { methods } from "@/lib/api/methods";
import { itemRoutes } from "@/lib/api/resource";
import { projectResource } from "@/lib/api/resources";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods(itemRoutes(projectResource));
