import "server-only";
import { json, parseWith, route } from "@/lib/api/handler";
import { parseBody, TEXT_FORM_LIMIT } from "@/lib/api/request";
import { CACHE_TAGS, expireTag } from "@/lib/cache-tags";
import { recordActivity } from "@/lib/data/activity";
import { listFeaturedProjects } from "@/lib/data/projects";
import { listTechStack } from "@/lib/data/tech-stack";
import { featuredOrderSchema, techStackOrderSchema } from "@/lib/validations/ordering";
import { TECH_STACK_GROUPS } from "@/lib/validations/tech-stack";
import { reorderFeatured } from "./featured";
import { reorderTechStack } from "./tech-stack";

const titles = (items: Array<{ title: string }>) => items.map((item) => item.title).join(", ");

/**
 * PUT /api/v1/projects/featured (owner) `{ ids }`: the featured projects in their new order,
 * all of them, each once. Answers the list as saved: `{ msg, projects }`.
 */
export function featuredOrderRoutes() {
  return {
    PUT: route(
      async ({ req, ip }) => {
        const { fields } = await parseBody(req, { limit: TEXT_FORM_LIMIT });
        const { ids } = parseWith(featuredOrderSchema, fields);
        await reorderFeatured(ids);
        await expireTag(CACHE_TAGS.projects);
        const projects = await listFeaturedProjects();
        await recordActivity("featured.reorder", titles(projects), ip);
        return json({ msg: "Featured projects reordered successfully!", projects });
      },
      { owner: true },
    ),
  };
}

/**
 * PUT /api/v1/techStack/order (owner) `{ techStackType, ids }`: one section of /techStack
 * in its new order, every item of it, each once. Answers the section as saved:
 * `{ msg, techstack }` (the collection's own field name).
 */
export function techStackOrderRoutes() {
  return {
    PUT: route(
      async ({ req, ip }) => {
        const { fields } = await parseBody(req, { limit: TEXT_FORM_LIMIT });
        const { techStackType, ids } = parseWith(techStackOrderSchema, fields);
        await reorderTechStack(techStackType, ids);
        await expireTag(CACHE_TAGS.techStack);
        const techstack = (await listTechStack()).filter((item) => item.techStackType === techStackType);
        const label = TECH_STACK_GROUPS.find((group) => group.type === techStackType)?.label ?? techStackType;
        await recordActivity("stack.reorder", `${label}: ${titles(techstack)}`, ip);
        return json({ msg: "Tech stack reordered successfully!", techstack });
      },
      { owner: true },
    ),
  };
}
