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
import { isLive } from "@/lib/publishing/visibility";
import { defineResource } from "./resource";

const byTitle = (item: { title: string }) => item.title;
const today = () => new Date().toISOString().slice(0, 10);

/** The content entities of the API, with the response field names of the contract. */
export const projectResource = defineResource({
  label: "Project",
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
  update: projects.updateProject,
  remove: projects.deleteProject,
  restore: projects.restoreProject,
});

export const blogResource = defineResource({
  label: "Blog",
  single: "blog",
  plural: "blogs",
  tag: CACHE_TAGS.blogs,
  createSchema: blogCreateSchema,
  updateSchema: blogUpdateSchema,
  imageFields: BLOG_IMAGE_FIELDS,
  activityDetail: byTitle,
  list: publicReads.getBlogs,
  publication: { ownerList: () => blogs.listBlogs("all"), isLive },
  get: blogs.getBlog,
  create: (values) => blogs.createBlog({ ...values, date: values.date ?? today() }),
  update: blogs.updateBlog,
  remove: blogs.deleteBlog,
  restore: blogs.restoreBlog,
});

export const experienceResource = defineResource({
  label: "Experience",
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
  label: "Certification",
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
  label: "TechStack",
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
