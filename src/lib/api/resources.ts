import "server-only";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { badRequest } from "@/lib/errors";
import * as blogs from "@/lib/data/blogs";
import * as certifications from "@/lib/data/certifications";
import * as experiences from "@/lib/data/experiences";
import * as projects from "@/lib/data/projects";
import * as techStack from "@/lib/data/tech-stack";
import * as publicReads from "@/lib/data/public";
import { blogCreateSchema, blogUpdateSchema, BLOG_IMAGE_FIELDS } from "@/lib/validations/blog";
import {
  certificationCreateSchema,
  certificationUpdateSchema,
  CERTIFICATION_IMAGE_FIELDS,
} from "@/lib/validations/certification";
import { experienceCreateSchema, experienceUpdateSchema } from "@/lib/validations/experience";
import {
  projectCreateSchema,
  projectUpdateSchema,
  PROJECT_IMAGE_FIELDS,
} from "@/lib/validations/project";
import {
  techStackCreateSchema,
  techStackUpdateSchema,
  TECH_STACK_IMAGE_FIELDS,
} from "@/lib/validations/tech-stack";
import { assertOwnImages } from "@/lib/media/own-images";
import { endPreviewLinks } from "@/lib/preview/cutoffs";
import type { PreviewCollection } from "@/lib/preview/token";
import { isLive } from "@/lib/publishing/visibility";
import { TRASH_KINDS } from "@/lib/trash/kinds";
import { defineResource } from "./resource";

const byTitle = (item: { title: string }) => item.title;

type Publishable = { _id: string; status: string; publishAt: Date | string | null };

/**
 * A post's or project's update and trash, ending its preview links (src/lib/preview/cutoffs.ts)
 * when the write takes a live item out of public view, or when it goes to the trash. Any
 * write to an item that was live counts: a link made before stays void once it is a draft
 * again. Arguments pass through untouched.
 */
function endingPreviewLinks<UA extends unknown[], U extends { before: Publishable } | null, RA extends unknown[], R extends Publishable | null>(
  collection: PreviewCollection,
  writes: { update: (...args: UA) => Promise<U>; remove: (...args: RA) => Promise<R> },
) {
  return {
    update: async (...args: UA): Promise<U> => {
      const result = await writes.update(...args);
      if (result && isLive(result.before)) await endPreviewLinks(collection, result.before._id);
      return result;
    },
    remove: async (...args: RA): Promise<R> => {
      const removed = await writes.remove(...args);
      if (removed) await endPreviewLinks(collection, removed._id);
      return removed;
    },
  };
}
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The content entities of the API, with the response field names of the contract. Labels come
 * from TRASH_KINDS, which the edit screens read too: their not-found toast is this 404's msg.
 */
export const projectResource = defineResource({
  label: TRASH_KINDS.projects.apiLabel,
  single: "project",
  plural: "projects",
  tag: CACHE_TAGS.projects,
  createSchema: projectCreateSchema,
  updateSchema: projectUpdateSchema,
  imageFields: PROJECT_IMAGE_FIELDS,
  activityDetail: byTitle,
  list: () => publicReads.getProjectsByFilter("all", "newest"),
  publication: { ownerList: () => projects.listProjects({ projectType: "all", sort: "newest" }, "all"), isLive },
  get: projects.getProject,
  create: projects.createProject,
  ...endingPreviewLinks("projects", { update: projects.updateProject, remove: projects.deleteProject }),
  restore: projects.restoreProject,
});

export const blogResource = defineResource({
  label: TRASH_KINDS.blogs.apiLabel,
  single: "blog",
  plural: "blogs",
  tag: CACHE_TAGS.blogs,
  createSchema: blogCreateSchema,
  updateSchema: blogUpdateSchema,
  imageFields: BLOG_IMAGE_FIELDS,
  checkInput: (input) => assertOwnImages("content", input.content),
  activityDetail: byTitle,
  list: publicReads.getBlogs,
  publication: { ownerList: () => blogs.listBlogs("all"), isLive },
  get: blogs.getBlog,
  create: (values) => blogs.createBlog({ ...values, date: values.date ?? today() }),
  ...endingPreviewLinks("blogs", { update: blogs.updateBlog, remove: blogs.deleteBlog }),
  restore: blogs.restoreBlog,
});

export const experienceResource = defineResource({
  label: TRASH_KINDS.experiences.apiLabel,
  single: "experience",
  plural: "experiences",
  tag: CACHE_TAGS.experiences,
  createSchema: experienceCreateSchema,
  updateSchema: experienceUpdateSchema,
  imageFields: [],
  activityDetail: (item) => `${item.title} at ${item.company}`,
  list: publicReads.getExperiences,
  get: experiences.getExperience,
  create: experiences.createExperience,
  update: async (id, values, options) => {
    // The schema sees only the fields sent: check the dates against the stored ones too.
    if (values.startDate !== undefined || values.endDate !== undefined) {
      const current = await experiences.getExperience(id);
      const start = values.startDate ?? current?.startDate;
      const end = values.endDate === undefined ? current?.endDate : values.endDate;
      if (start && end && end < start) throw badRequest("endDate must not be before startDate.");
    }
    return experiences.updateExperience(id, values, options);
  },
  remove: experiences.deleteExperience,
  restore: experiences.restoreExperience,
});

export const certificationResource = defineResource({
  label: TRASH_KINDS.certification.apiLabel,
  single: "certification",
  plural: "certification",
  tag: CACHE_TAGS.certifications,
  createSchema: certificationCreateSchema,
  updateSchema: certificationUpdateSchema,
  imageFields: CERTIFICATION_IMAGE_FIELDS,
  activityDetail: byTitle,
  list: publicReads.getCertifications,
  get: certifications.getCertification,
  create: certifications.createCertification,
  update: certifications.updateCertification,
  remove: certifications.deleteCertification,
  restore: certifications.restoreCertification,
});

export const techStackResource = defineResource({
  label: TRASH_KINDS.techStack.apiLabel,
  single: "techstack",
  plural: "techstack",
  tag: CACHE_TAGS.techStack,
  createSchema: techStackCreateSchema,
  updateSchema: techStackUpdateSchema,
  imageFields: TECH_STACK_IMAGE_FIELDS,
  activityDetail: byTitle,
  list: publicReads.getTechStack,
  get: techStack.getTechStackItem,
  create: techStack.createTechStackItem,
  update: techStack.updateTechStackItem,
  remove: techStack.deleteTechStackItem,
  restore: techStack.restoreTechStackItem,
});
