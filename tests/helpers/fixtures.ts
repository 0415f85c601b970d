/** Valid form values for each entity, and shortcuts that create items through the API. */
import { api, type RequestOptions } from "./api";

export const validProject = (overrides: Record<string, unknown> = {}) => ({
  title: "Portfolio Site",
  oneLineDescription: "My corner of the web",
  description: "A portfolio with an admin area.",
  liveUrl: "https://example.com/portfolio",
  projectType: "full-stack",
  technologiesUsed: "Next.js, TypeScript",
  keywordsAndTags: "web, portfolio",
  ...overrides,
});

export const validBlog = (overrides: Record<string, unknown> = {}) => ({
  title: "Hello, world",
  summary: "The first post.",
  content: "# Hello — some *markdown* with `code`.",
  date: "2024-03-15",
  ...overrides,
});

export const validExperience = (overrides: Record<string, unknown> = {}) => ({
  title: "Software Engineer",
  company: "Acme",
  location: "Remote",
  startDate: "2022-01",
  endDate: "2023-06",
  skills: "TypeScript, PostgreSQL",
  learned: "Built the billing service | Led the migration to Postgres",
  ...overrides,
});

export const validCertification = (overrides: Record<string, unknown> = {}) => ({
  title: "Cloud Practitioner",
  credentialID: "ABC-123",
  organization: "Cloud Inc.",
  date: "March 2024",
  url: "https://example.com/cert/abc-123",
  learned: "Networking, Storage",
  ...overrides,
});

export const validTechStack = (overrides: Record<string, unknown> = {}) => ({
  title: "VS Code",
  category: "Editor",
  url: "https://code.visualstudio.com",
  techStackType: "dev",
  ...overrides,
});

export const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: "Visitor",
  email: "visitor@example.com",
  subject: "Hello",
  message: "I like your work.",
  ...overrides,
});

async function create(path: string, field: string, cookie: string, options: RequestOptions) {
  const res = await api.post(path, { cookie, ...options });
  if (res.status !== 201) throw new Error(`POST ${path} gave ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body[field];
}

export const createProject = (cookie: string, overrides: Record<string, unknown> = {}) =>
  create("/api/v1/projects", "project", cookie, { json: validProject(overrides) });

export const createMessage = async (overrides: Record<string, unknown> = {}, ip = "203.0.113.50") => {
  const res = await api.post("/api/v1/message", { json: validMessage(overrides), ip });
  if (res.status !== 201) throw new Error(`POST /message gave ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.message;
};

export const textOf = (length: number, char = "a") => char.repeat(length);
