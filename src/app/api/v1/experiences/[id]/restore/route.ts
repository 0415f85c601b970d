import { methods } from "@/lib/api/methods";
import { restoreRoutes } from "@/lib/api/resource";
import { experienceResource } from "@/lib/api/resources";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods(restoreRoutes(experienceResource));
