import { json, route } from "@/lib/api/handler";
import { getSelectedProjects } from "@/lib/data/public";

export const GET = route(async () => json({ projects: await getSelectedProjects() }));
