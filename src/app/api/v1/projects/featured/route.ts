import { methods } from "@/lib/api/methods";
import { featuredOrderRoutes } from "@/lib/ordering/api";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods(featuredOrderRoutes());
