import { collectionRoutes } from "@/lib/api/resource";
import { projectResource } from "@/lib/api/resources";
import { json, ownerOf, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { listProjects } from "@/lib/data/projects";
import { getProjectsByFilter } from "@/lib/data/public";
import { projectQuerySchema } from "@/lib/validations/project";

export const GET = route(async ({ req }) => {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const query = parseWith(projectQuerySchema, params);
  // The owner's session sees drafts and scheduled projects too, read fresh. Visitors' lists
  // without a search come from the public data cache (expired by every write), searches
  // from the database; both only what is live (src/lib/publishing).
  const projects = (await ownerOf(req))
    ? await listProjects(query, "all")
    : query.search
      ? await listProjects(query, "live")
      : await getProjectsByFilter(query.projectType, query.sort);
  return json({ projects, count: projects.length });
});

export const { POST } = collectionRoutes(projectResource);

export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = methods({ GET, POST });
