import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { getSelectedProjects } from "@/lib/data/public";

export const GET = route(async () => json({ projects: await getSelectedProjects() }));

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET });
