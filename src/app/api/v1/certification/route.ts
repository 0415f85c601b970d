import { collectionRoutes } from "@/lib/api/resource";
import { certificationResource } from "@/lib/api/resources";

export const { GET, POST } = collectionRoutes(certificationResource);
