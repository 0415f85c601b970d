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
// The current-user store asks the server again after a save: answer as for the owner.
jest.mock("@/lib/client/current-user", () => ({ loadCurrentUser: jest.fn(() => Promise.resolve()) }));

const project: ProjectFormValues = {
  _id: "44444444-5555-4666-8777-888888888888",
  version: 1,
  title: "Fieldnotes",
  oneLineDescription: "Notes",
  projectType: "frontend",
  liveUrl: "https://example.com",
  technologiesUsed: "React",
  keywordsAndTags: "notes",
  description: "Offline notebook.",
  isArchived: false,
  featured: false,
  logo: null,
  logoAlt: "Fieldnotes logo",
  screenshot: null,
  screenshotAlt: "Screenshot of Fieldnotes",
};

/** Islands elsewhere on the page that read the API through SWR. */
function Reader({ path }: { path: string }) {
  const { data } = useSWR<string>(path);
  return <p>{data ?? "…"}</p>;
}

test("a saved project has the API reads on the page fetched again, then goes to the list with the router cache invalidated first", async () => {
  jest.mocked(sendForm).mockResolvedValue({});
  const reads: string[] = [];
  const fetcher = async (path: string) => {
    reads.push(path);
    return `${path} #${reads.filter((p) => p === path).length}`;
  };
  render(
    // The owner-change helper revalidates through SWR's global mutate: the default cache.
    <SWRConfig value={{ fetcher, dedupingInterval: 5 * 60 * 1000 }}>
      <Reader path="/projects/selectedProjects" />
      <Reader path="/message?limit=5" />
      <ProjectForm project={project} />
    </SWRConfig>,
  );
  await screen.findByText("/projects/selectedProjects #1");
  await screen.findByText("/message?limit=5 #1");

  submit("Update");
  // Within the 5-minute freshness window only a mutate() can fetch again.
  expect(await screen.findByText("/projects/selectedProjects #2")).toBeInTheDocument();
  expect(await screen.findByText("/message?limit=5 #2")).toBeInTheDocument();
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/projects"));
  // refresh() marks every page the router keeps as stale; it must come before the push,
  // which reads the router's cache as it is dispatched.
  expect(mockRouter.refresh.mock.invocationCallOrder[0]).toBeLessThan(mockRouter.push.mock.invocationCallOrder[0]);
});
