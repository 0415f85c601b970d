import { itemRoutes } from "@/lib/api/resource";
import { certificationResource } from "@/lib/api/resources";

export const { GET, PATCH, DELETE } = itemRoutes(certificationResource);
