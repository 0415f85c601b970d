import { collectionRoutes } from "@/lib/api/resource";
import { projectResource } from "@/lib/api/resources";
import { json, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { listProjects } from "@/lib/data/projects";
import { getProjectsByFilter } from "@/lib/data/public";
import { projectQuerySchema } from "@/lib/validations/project";

export const GET = route(async ({ req }) => {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const query = parseWith(projectQuerySchema, params);
  // Lists without a search come from the public data cache (expired by every write).
  const projects = query.search
    ? await listProjects(query)
    : await getProjectsByFilter(query.projectType, query.sort);
  return json({ projects, count: projects.length });
});

export const { POST } = collectionRoutes(projectResource);

export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = methods({ GET, POST });
