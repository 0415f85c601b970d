/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import useSWR, { SWRConfig } from "swr";
import { ProjectForm } from "@/components/admin/forms/project-form";
import type { ProjectFormValues } from "@/components/admin/forms/form-values";
import { sendForm } from "@/lib/client/upload";
import { submit } from "./helpers";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/client/upload", () => ({ ...jest.requireActual("@/lib/client/upload"), sendForm: jest.fn() }));

const project: ProjectFormValues = {
  _id: "44444444-5555-4666-8777-888888888888",
  title: "Fieldnotes",
  oneLineDescription: "Notes",
  projectType: "frontend",
  liveUrl: "https://example.com",
  technologiesUsed: "React",
  keywordsAndTags: "notes",
  description: "Offline notebook.",
  isArchived: false,
  logo: null,
  screenshot: null,
};

/** Islands elsewhere on the page that read the API through SWR. */
function Reader({ path }: { path: string }) {
  const { data } = useSWR<string>(path);
  return <p>{data ?? "…"}</p>;
}

test("a saved project revalidates the cached /projects keys, and only those", async () => {
  jest.mocked(sendForm).mockResolvedValue({});
  const reads: string[] = [];
  const fetcher = async (path: string) => {
    reads.push(path);
    return `${path} #${reads.filter((p) => p === path).length}`;
  };
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher, dedupingInterval: 5 * 60 * 1000 }}>
      <Reader path="/projects/selectedProjects" />
      <Reader path="/blogs" />
      <ProjectForm project={project} />
    </SWRConfig>,
  );
  await screen.findByText("/projects/selectedProjects #1");
  await screen.findByText("/blogs #1");

  submit("Update");
  // Within the 5-minute freshness window only a mutate() can fetch again.
  expect(await screen.findByText("/projects/selectedProjects #2")).toBeInTheDocument();
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/projects"));
  expect(reads.filter((p) => p === "/blogs")).toHaveLength(1);
});
