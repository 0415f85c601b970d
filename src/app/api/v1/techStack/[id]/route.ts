import { itemRoutes } from "@/lib/api/resource";
import { techStackResource } from "@/lib/api/resources";

export const { GET, PATCH, DELETE } = itemRoutes(techStackResource);
