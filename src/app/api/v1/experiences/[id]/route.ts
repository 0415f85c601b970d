import { itemRoutes } from "@/lib/api/resource";
import { experienceResource } from "@/lib/api/resources";

export const { GET, PATCH, DELETE } = itemRoutes(experienceResource);
