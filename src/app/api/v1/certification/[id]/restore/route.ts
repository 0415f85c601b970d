import { methods } from "@/lib/api/methods";
import { restoreRoutes } from "@/lib/api/resource";
import { certificationResource } from "@/lib/api/resources";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods(restoreRoutes(certificationResource));
