import { collectionRoutes } from "@/lib/api/resource";
import { techStackResource } from "@/lib/api/resources";

export const { GET, POST } = collectionRoutes(techStackResource);
