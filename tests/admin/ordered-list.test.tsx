/** @jest-environment jsdom */
/**
 * The ordering control of /admin/arrange (issue 13.3): Move up / Move down by touch and
 * keyboard, a drag handle driven by pointer events (mouse, pen and touch alike), every move
 * announced and saved at once through the API, put back with an error toast when refused.
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { ArrangeScreen } from "@/components/admin/ordering/arrange-screen";
import { dropIndex, moveTo, shiftOf } from "@/components/admin/ordering/move";
import { OrderedList, type OrderedItem } from "@/components/admin/ordering/ordered-list";
import { toast } from "@/lib/client/toast";
import { installFetch, type FakeResponse } from "./fetch-mock";
import { deferred } from "./helpers";

jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// The tab-wide refresh after an owner action is src/lib/client/owner-change.ts's (tests/site/owner-change.test.ts).
const mockShowOwnerChange = jest.fn();
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => mockShowOwnerChange }));

const ITEMS: OrderedItem[] = [
  { id: "11111111-1111-4111-8111-111111111111", label: "Fieldnotes" },
  { id: "22222222-2222-4222-8222-222222222222", label: "Tidepool", note: "Draft" },
  { id: "33333333-3333-4333-8333-333333333333", label: "Ledgerline" },
];
const [FIELDNOTES, TIDEPOOL, LEDGERLINE] = ITEMS.map((item) => item.id);
const PUT = "PUT /api/v1/projects/featured";

beforeEach(() => jest.clearAllMocks());

const rows = () => within(screen.getByRole("list", { name: "Featured projects" })).getAllByRole("listitem");
const order = () => rows().map((row) => row.textContent?.match(/Fieldnotes|Tidepool|Ledgerline/)?.[0]);
const button = (name: string) => screen.getByRole("button", { name });
const sentIds = (init: RequestInit | undefined) => (JSON.parse(String(init?.body)) as { ids: string[] }).ids;
const announcement = () => document.querySelector("[aria-live=polite]")?.textContent;

function renderList(routes: Record<string, FakeResponse | ((init: RequestInit | undefined) => FakeResponse | Promise<FakeResponse>)> = { [PUT]: { body: {} } }) {
  const fetch = installFetch(routes);
  render(<OrderedList name="Featured projects" items={ITEMS} path="/projects/featured" />);
  return fetch;
}

test("each row: its position, name and note, a drag handle, and Move up / Move down named after it", () => {
  renderList();
  expect(order()).toEqual(["Fieldnotes", "Tidepool", "Ledgerline"]);
  expect(rows()[1]).toHaveTextContent("2Tidepool" + "Draft");
  for (const { label } of ITEMS) {
    expect(button(`Move ${label} up`)).toBeInTheDocument();
    expect(button(`Move ${label} down`)).toBeInTheDocument();
  }
  // The handle is for pointers; keyboards and screen readers have the buttons.
  expect(rows()[0].querySelector("[data-drag-handle]")).toHaveAttribute("aria-hidden", "true");
});

test("at the ends Move up and Move down are disabled (and keep focus): pressing them sends nothing", async () => {
  const { count } = renderList();
  expect(button("Move Fieldnotes up")).toHaveAttribute("aria-disabled", "true");
  expect(button("Move Ledgerline down")).toHaveAttribute("aria-disabled", "true");
  expect(button("Move Fieldnotes down")).not.toHaveAttribute("aria-disabled");
  expect(button("Move Tidepool up")).not.toHaveAttribute("aria-disabled");
  fireEvent.click(button("Move Fieldnotes up"));
  fireEvent.click(button("Move Ledgerline down"));
  await act(async () => {});
  expect(count(PUT)).toBe(0);
  expect(order()).toEqual(["Fieldnotes", "Tidepool", "Ledgerline"]);
});

test("Move down moves the row at once, keeps the focus on its button, announces it and saves the whole order", async () => {
  const pending = deferred<FakeResponse>();
  const { calls } = renderList({ [PUT]: () => pending.promise });
  const down = button("Move Fieldnotes down");
  down.focus();
  fireEvent.click(down);
  expect(order()).toEqual(["Tidepool", "Fieldnotes", "Ledgerline"]);
  expect(button("Move Fieldnotes down")).toHaveFocus();
  expect(announcement()).toBe("Fieldnotes moved to position 2 of 3.");
  expect(screen.getByText("Saving…")).toBeInTheDocument();
  expect(calls.map((call) => call.key)).toEqual([PUT]);
  expect(sentIds(calls[0].init)).toEqual([TIDEPOOL, FIELDNOTES, LEDGERLINE]);
  expect(mockShowOwnerChange).not.toHaveBeenCalled();

  await act(async () => pending.resolve({ body: { msg: "Featured projects reordered successfully!" } }));
  expect(screen.getByText("Order saved")).toBeInTheDocument();
  // The public pages and the owner's screens in this tab show the new order without a reload.
  expect(mockShowOwnerChange).toHaveBeenCalledTimes(1);
  expect(toast.error).not.toHaveBeenCalled();
});

test("Move up to the top: the button, now disabled, keeps the focus (a native button: Enter and Space press it)", async () => {
  const { calls } = renderList();
  const up = button("Move Ledgerline up");
  up.focus();
  fireEvent.click(up);
  fireEvent.click(button("Move Ledgerline up"));
  await act(async () => {});
  expect(order()).toEqual(["Ledgerline", "Fieldnotes", "Tidepool"]);
  expect(button("Move Ledgerline up")).toHaveFocus();
  expect(button("Move Ledgerline up")).toHaveAttribute("aria-disabled", "true");
  expect(announcement()).toBe("Ledgerline moved to position 1 of 3.");
  expect(sentIds(calls.at(-1)!.init)).toEqual([LEDGERLINE, FIELDNOTES, TIDEPOOL]);
  // A native button: Enter and Space press it (the browser turns them into a click).
  expect(up.tagName).toBe("BUTTON");
  expect(up).toHaveAttribute("type", "button");
});

test("moves made while a save is under way are sent together once it ends, in order", async () => {
  const first = deferred<FakeResponse>();
  const answers = [() => first.promise, async () => ({ body: {} })];
  const { calls } = renderList({ [PUT]: () => answers.shift()!() });
  fireEvent.click(button("Move Fieldnotes down"));
  fireEvent.click(button("Move Fieldnotes down"));
  fireEvent.click(button("Move Tidepool down"));
  expect(order()).toEqual(["Ledgerline", "Tidepool", "Fieldnotes"]);
  expect(calls).toHaveLength(1);
  await act(async () => first.resolve({ body: {} }));
  expect(calls.map((call) => sentIds(call.init))).toEqual([
    [TIDEPOOL, FIELDNOTES, LEDGERLINE],
    [LEDGERLINE, TIDEPOOL, FIELDNOTES],
  ]);
  expect(mockShowOwnerChange).toHaveBeenCalledTimes(1);
});

test("a refused save puts the last saved order back, toasts the server's msg and says so", async () => {
  const msg = "ids must list each of the 3 featured projects exactly once (1 missing). Reload to see the current list.";
  renderList({ [PUT]: { status: 400, body: { msg } } });
  fireEvent.click(button("Move Tidepool up"));
  expect(order()).toEqual(["Tidepool", "Fieldnotes", "Ledgerline"]);
  await act(async () => {});
  expect(order()).toEqual(["Fieldnotes", "Tidepool", "Ledgerline"]);
  expect(toast.error).toHaveBeenCalledWith(msg);
  expect(announcement()).toBe(`The order could not be saved and is back as it was. ${msg}`);
  expect(mockShowOwnerChange).not.toHaveBeenCalled();
  expect(screen.queryByText("Order saved")).not.toBeInTheDocument();
});

test("a failure after an earlier save goes back to that save, not to the first order", async () => {
  const answers: FakeResponse[] = [{ body: {} }, { status: 503, body: { msg: "The database is unavailable right now. Please try again shortly." } }];
  renderList({ [PUT]: () => answers.shift()! });
  fireEvent.click(button("Move Fieldnotes down"));
  await act(async () => {});
  fireEvent.click(button("Move Fieldnotes down"));
  await act(async () => {});
  expect(order()).toEqual(["Tidepool", "Fieldnotes", "Ledgerline"]);
  expect(toast.error).toHaveBeenCalledWith("The database is unavailable right now. Please try again shortly.");
});

test("a tech stack section sends its techStackType with the ids", async () => {
  const { calls } = installFetch({ "PUT /api/v1/techStack/order": { body: {} } });
  render(<OrderedList name="Dev Tools" items={ITEMS} path="/techStack/order" body={{ techStackType: "dev" }} />);
  fireEvent.click(button("Move Tidepool down"));
  await act(async () => {});
  expect(JSON.parse(String(calls[0].init?.body))).toEqual({ techStackType: "dev", ids: [FIELDNOTES, LEDGERLINE, TIDEPOOL] });
});

describe("dragging by the handle (pointer events: mouse, pen and touch)", () => {
  // jsdom has no PointerEvent: a MouseEvent (clientY, button) with the pointer's id and type.
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? "";
    }
  }
  beforeAll(() => Object.assign(window, { PointerEvent: TestPointerEvent }));
  afterAll(() => Reflect.deleteProperty(window, "PointerEvent"));

  // jsdom lays nothing out: rows 60 px tall with 8 px between them, from y = 100.
  function layOut() {
    rows().forEach((row, i) => {
      const top = 100 + i * 68;
      row.getBoundingClientRect = () => ({ top, bottom: top + 60, height: 60, left: 0, right: 300, width: 300, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    });
  }
  const handle = (index: number) => rows()[index].querySelector("[data-drag-handle]") as HTMLElement;
  const pointer = (type: "pointerDown" | "pointerMove" | "pointerUp" | "pointerCancel", target: HTMLElement, clientY: number) =>
    fireEvent[type](target, { pointerId: 7, pointerType: "touch", clientY, button: 0 });

  test("a touch drag of the first row past the last one's middle puts it last, announced and saved", async () => {
    const { calls } = renderList();
    layOut();
    const grip = handle(0);
    pointer("pointerDown", grip, 130);
    pointer("pointerMove", grip, 180);
    // Past Tidepool's middle (198): the row follows the finger, Tidepool steps up by one slot.
    pointer("pointerMove", grip, 230);
    expect(rows()[0].style.transform).toBe("translateY(100px)");
    expect(rows()[1].style.transform).toBe("translateY(-68px)");
    expect(rows()[2].style.transform).toBe("");
    pointer("pointerMove", grip, 300);
    expect(rows()[2].style.transform).toBe("translateY(-68px)");
    pointer("pointerUp", grip, 300);
    expect(order()).toEqual(["Tidepool", "Ledgerline", "Fieldnotes"]);
    expect(rows().every((row) => row.style.transform === "")).toBe(true);
    expect(announcement()).toBe("Fieldnotes moved to position 3 of 3.");
    await act(async () => {});
    expect(sentIds(calls[0].init)).toEqual([TIDEPOOL, LEDGERLINE, FIELDNOTES]);
  });

  test("a drag upwards with a mouse; a short one that lands where it started saves nothing", async () => {
    const { calls } = renderList();
    layOut();
    fireEvent.pointerDown(handle(2), { pointerId: 1, pointerType: "mouse", button: 0, clientY: 270 });
    fireEvent.pointerMove(handle(2), { pointerId: 1, pointerType: "mouse", clientY: 250 });
    fireEvent.pointerUp(handle(2), { pointerId: 1, pointerType: "mouse", clientY: 250 });
    await act(async () => {});
    expect(calls).toHaveLength(0);
    layOut();
    fireEvent.pointerDown(handle(2), { pointerId: 1, pointerType: "mouse", button: 0, clientY: 270 });
    fireEvent.pointerMove(handle(2), { pointerId: 1, pointerType: "mouse", clientY: 160 });
    fireEvent.pointerUp(handle(2), { pointerId: 1, pointerType: "mouse", clientY: 160 });
    expect(order()).toEqual(["Fieldnotes", "Ledgerline", "Tidepool"]);
    await act(async () => {});
    expect(sentIds(calls[0].init)).toEqual([FIELDNOTES, LEDGERLINE, TIDEPOOL]);
  });

  test("a cancelled drag (the browser took the gesture) and a right-click change nothing", async () => {
    const { calls } = renderList();
    layOut();
    pointer("pointerDown", handle(0), 130);
    pointer("pointerMove", handle(0), 300);
    pointer("pointerCancel", handle(0), 300);
    fireEvent.pointerDown(handle(1), { pointerId: 2, pointerType: "mouse", button: 2, clientY: 198 });
    fireEvent.pointerMove(handle(1), { pointerId: 2, pointerType: "mouse", clientY: 300 });
    fireEvent.pointerUp(handle(1), { pointerId: 2, pointerType: "mouse", clientY: 300 });
    await act(async () => {});
    expect(order()).toEqual(["Fieldnotes", "Tidepool", "Ledgerline"]);
    expect(calls).toHaveLength(0);
  });
});

test("the list follows the server's when it renders a new one (a refresh after a change elsewhere)", () => {
  installFetch({});
  const { rerender } = render(<OrderedList name="Featured projects" items={ITEMS} path="/projects/featured" />);
  rerender(<OrderedList name="Featured projects" items={[ITEMS[2], ITEMS[0]]} path="/projects/featured" />);
  expect(order()).toEqual(["Ledgerline", "Fieldnotes"]);
});

test("the pure moves: moveTo, where a drag lands, how far the others step aside", () => {
  expect(moveTo(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
  expect(moveTo(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
  const middles = [130, 198, 266];
  expect(dropIndex(middles, 0, 130)).toBe(0);
  expect(dropIndex(middles, 0, 199)).toBe(1);
  expect(dropIndex(middles, 0, 400)).toBe(2);
  expect(dropIndex(middles, 2, 100)).toBe(0);
  expect([0, 1, 2, 3].map((i) => shiftOf(i, 0, 2, 68))).toEqual([0, -68, -68, 0]);
  expect([0, 1, 2, 3].map((i) => shiftOf(i, 3, 1, 68))).toEqual([0, 68, 68, 0]);
});

describe("the Arrange screen", () => {
  const stack = [
    { type: "skills", label: "Skills", items: [ITEMS[0], ITEMS[1]] },
    { type: "dev", label: "Dev Tools", items: [ITEMS[2]] },
  ];

  test("featured projects, then one list per tech stack section; past the third, a project says it is not on the home page", () => {
    installFetch({});
    const fourth = { id: "44444444-4444-4444-8444-444444444444", label: "Lowroad" };
    render(<ArrangeScreen featured={[...ITEMS, fourth]} techStack={stack} />);
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Featured projects", "Tech stack", "Skills", "Dev Tools"]);
    expect(screen.getAllByRole("list").map((list) => list.getAttribute("aria-label"))).toEqual(["Featured projects", "Skills", "Dev Tools"]);
    const featured = within(screen.getByRole("list", { name: "Featured projects" })).getAllByRole("listitem");
    expect(featured[2]).not.toHaveTextContent("Not shown");
    expect(featured[3]).toHaveTextContent("Not shown: the home page shows 3 featured projects");
  });

  test("nothing featured, nothing in the stack: what to do instead", () => {
    render(<ArrangeScreen featured={[]} techStack={[]} />);
    expect(screen.getByText(/No featured projects yet: Selected Work shows your 3 newest projects./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose from your projects" })).toHaveAttribute("href", "/projects");
    expect(screen.getByRole("link", { name: "Add a tool" })).toHaveAttribute("href", "/add-techStack");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
