/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import { loadCurrentUser, setCurrentUser, useCurrentUser } from "@/lib/client/current-user";
import { OWNER, mockFetch } from "./support/render";

function Island({ name }: { name: string }) {
  const { user, isLoading } = useCurrentUser();
  return <p>{`${name}: ${isLoading ? "…" : user ? user.email : "visitor"}`}</p>;
}

test("the islands of a page share one GET /users/current-user", async () => {
  const fetch = mockFetch(() => ({ body: { user: OWNER } }));
  render(
    <>
      <Island name="nav" />
      <Island name="card" />
    </>,
  );
  // The first render is the visitor's (the cached HTML): nothing owner-only yet.
  expect(screen.getByText("nav: …")).toBeInTheDocument();
  expect(await screen.findByText(`nav: ${OWNER.email}`)).toBeInTheDocument();
  expect(screen.getByText(`card: ${OWNER.email}`)).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch).toHaveBeenCalledWith("/api/v1/users/current-user", expect.objectContaining({ credentials: "same-origin" }));

  // An island mounted later (a client navigation) reuses the fresh answer.
  render(<Island name="later" />);
  expect(screen.getByText(`later: ${OWNER.email}`)).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledTimes(1);
});

test("a failed check shows the visitor's view; login and logout switch every island at once", async () => {
  mockFetch(() => ({ status: 503, body: { msg: "The database is unavailable right now." } }));
  render(
    <>
      <Island name="nav" />
      <Island name="card" />
    </>,
  );
  await waitFor(() => expect(screen.getByText("nav: visitor")).toBeInTheDocument());

  act(() => setCurrentUser(OWNER));
  expect(screen.getByText(`nav: ${OWNER.email}`)).toBeInTheDocument();
  expect(screen.getByText(`card: ${OWNER.email}`)).toBeInTheDocument();
  act(() => setCurrentUser(null));
  expect(screen.getByText("card: visitor")).toBeInTheDocument();
});

test("an answer without a user, or not JSON at all, is a visitor's view, never the owner's", async () => {
  function OwnerControls() {
    const { isOwner, isLoading } = useCurrentUser();
    return <p>{isLoading ? "…" : isOwner ? "owner controls" : "no owner controls"}</p>;
  }
  mockFetch(() => ({ body: {} }));
  const { unmount } = render(<OwnerControls />);
  await waitFor(() => expect(screen.getByText("no owner controls")).toBeInTheDocument());
  unmount();

  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => JSON.parse("<html>") }) as unknown as Response);
  await act(async () => loadCurrentUser({ force: true }));
  expect(global.fetch).toHaveBeenCalled();
  render(<Island name="html" />);
  await waitFor(() => expect(screen.getByText("html: visitor")).toBeInTheDocument());
});

test("an answer to a check sent before login or logout does not undo it", async () => {
  const answers: Array<(user: typeof OWNER | null) => void> = [];
  mockFetch(() => new Promise((resolve) => answers.push((user) => resolve({ body: { user } }))));
  render(<Island name="nav" />);
  expect(answers).toHaveLength(1); // the page load's check, still on its way

  act(() => setCurrentUser(OWNER)); // the login answered first
  const recheck = loadCurrentUser({ force: true });
  expect(answers).toHaveLength(2);
  await act(async () => answers[0](null)); // the old check: sent before the login
  expect(screen.getByText(`nav: ${OWNER.email}`)).toBeInTheDocument();
  await act(async () => {
    answers[1](OWNER);
    await recheck;
  });
  expect(screen.getByText(`nav: ${OWNER.email}`)).toBeInTheDocument();

  const before = loadCurrentUser({ force: true });
  act(() => setCurrentUser(null)); // logout while a check is under way
  await act(async () => {
    answers[2](OWNER);
    await before;
  });
  expect(screen.getByText("nav: visitor")).toBeInTheDocument();
});
