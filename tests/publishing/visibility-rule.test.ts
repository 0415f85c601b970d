/**
 * The one visibility rule (src/lib/publishing/visibility.ts) and the owner's local time
 * (local-time.ts), as plain functions; the SQL form is exercised by the matrix.
 */
import { localInputToIso, toLocalInput, formatScheduledTime } from "@/lib/publishing/local-time";
import { isDraft, isLive, isScheduled, liveItems, nextDue, publicationState, secondsUntilNextDue } from "@/lib/publishing/visibility";
import { parseIsoDateTime } from "@/lib/validations/publication";

const now = new Date("2030-06-01T12:00:00Z");
const item = (status: string, publishAt: Date | string | null) => ({ status, publishAt });

describe("publicationState", () => {
  test.each([
    ["a draft", item("draft", null), "draft"],
    ["a draft with a past publishAt", item("draft", "2001-01-01T00:00:00Z"), "draft"],
    ["a draft with a future publishAt", item("draft", "2099-01-01T00:00:00Z"), "draft"],
    ["published, no publishAt", item("published", null), "live"],
    ["published, due a second ago (a Date)", item("published", new Date(now.getTime() - 1000)), "live"],
    ["published, due exactly now", item("published", now.toISOString()), "live"],
    ["published, due in a second", item("published", new Date(now.getTime() + 1000).toISOString()), "scheduled"],
    ["an unknown status", item("archived", null), "draft"],
  ])("%s is %s", (_what, value, state) => {
    expect(publicationState(value, now)).toBe(state);
    expect(isLive(value, now)).toBe(state === "live");
    expect(isScheduled(value, now)).toBe(state === "scheduled");
    expect(isDraft(value)).toBe(state === "draft");
  });

  test("liveItems keeps the order; nextDue and secondsUntilNextDue look at scheduled items only", () => {
    const items = [
      item("published", "2030-06-01T12:05:00Z"),
      item("published", null),
      item("draft", "2030-06-01T12:00:10Z"),
      item("published", "2030-06-01T12:00:30.200Z"),
      item("published", "2030-06-01T11:00:00Z"),
    ];
    expect(liveItems(items, now)).toEqual([items[1], items[4]]);
    expect(nextDue(items, now)).toEqual(new Date("2030-06-01T12:00:30.200Z"));
    expect(secondsUntilNextDue(items, now)).toBe(31);
    expect(secondsUntilNextDue([items[1], items[2]], now)).toBeNull();
  });
});

describe("the owner's local time", () => {
  test("a datetime-local value is the moment it names here, with this device's offset", () => {
    const iso = localInputToIso("2030-11-24T09:00")!;
    expect(iso).toMatch(/^2030-11-24T09:00:00[+-]\d\d:\d\d$/);
    expect(new Date(iso).getTime()).toBe(new Date(2030, 10, 24, 9, 0).getTime());
    expect(toLocalInput(iso)).toBe("2030-11-24T09:00");
    expect(formatScheduledTime(iso)).toBe("24 Nov, 09:00");
    expect(formatScheduledTime("2030-11-24T09:00:00Z", "UTC")).toBe("24 Nov, 09:00");
    // What the API reads back from it is the same moment.
    expect(parseIsoDateTime(iso)?.getTime()).toBe(new Date(iso).getTime());
  });

  test.each(["", "2030-11-24", "2030-02-30T09:00", "not a date", "2030-11-24T09:00Z"])("%p is no local date-time", (value) => {
    expect(localInputToIso(value)).toBeNull();
  });
});

describe("parseIsoDateTime", () => {
  test.each([
    ["2030-01-02T03:04Z", "2030-01-02T03:04:00.000Z"],
    ["2030-01-02T03:04:05+14:00", "2030-01-01T13:04:05.000Z"],
    ["2030-01-02t03:04:05.123456789z", "2030-01-02T03:04:05.123Z"],
    ["2028-02-29T00:00:00Z", "2028-02-29T00:00:00.000Z"],
  ])("%s is %s", (text, iso) => {
    expect(parseIsoDateTime(text)?.toISOString()).toBe(iso);
  });

  test.each(["2030-01-02T03:04", "2030-01-02 03:04Z", "2029-02-29T00:00:00Z", "2030-13-01T00:00Z", "2030-01-02T03:60Z", "2030-01-02T03:04+2400", "+2030-01-02T03:04Z"])(
    "%s is refused",
    (text) => {
      expect(parseIsoDateTime(text)).toBeNull();
    },
  );
});
