import { collectionRoutes } from "@/lib/api/resource";
import { experienceResource } from "@/lib/api/resources";

export const { GET, POST } = collectionRoutes(experienceResource);
