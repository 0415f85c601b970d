import { formatLongDate, formatMonthRange, formatYearMonth } from "@/lib/site/format";

describe("blog dates in long US format", () => {
  test.each([
    ["2026-10-02", "October 2, 2026"],
    ["2026-01-31", "January 31, 2026"],
    ["2025-12-01", "December 1, 2025"],
  ])("%s reads %s", (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });

  test("a calendar day is not shifted by the time zone (midnight UTC stays the same day)", () => {
    // A naive `new Date("2026-10-02")` shown in a zone west of UTC would say October 1.
    expect(formatLongDate("2026-10-02")).not.toContain("October 1,");
  });

  test("a full timestamp is formatted too, and garbage is shown as written", () => {
    expect(formatLongDate("2026-03-05T12:00:00.000Z")).toBe("March 5, 2026");
    expect(formatLongDate("someday")).toBe("someday");
  });
});

describe("experience month ranges", () => {
  test("an open role reads 'Mar 2024 – Present'", () => {
    expect(formatMonthRange("2024-03", null)).toBe("Mar 2024 – Present");
    expect(formatMonthRange("2024-03", "")).toBe("Mar 2024 – Present");
  });

  test("a closed role shows both months", () => {
    expect(formatMonthRange("2021-06", "2024-02")).toBe("Jun 2021 – Feb 2024");
  });

  test("single months", () => {
    expect(formatYearMonth("2019-09")).toBe("Sep 2019");
    expect(formatYearMonth("2019-9")).toBe("2019-9");
  });
});
