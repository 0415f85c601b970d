/** @jest-environment jsdom */
import { THEME_SCRIPT, THEME_STORAGE_KEY, applyTheme } from "@/lib/site/theme";

/** Runs the head script the way the browser does, before anything else on the page. */
const runHeadScript = () => new Function(THEME_SCRIPT)();

describe("theme without a flash", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute("data-theme", "dark");
    document.documentElement.className = "dark";
  });

  test("dark by default: nothing stored leaves the server's dark theme", () => {
    runHeadScript();
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    expect(document.documentElement).toHaveClass("dark");
  });

  test("a stored light choice is applied before paint (attribute and Tailwind's dark class)", () => {
    localStorage.setItem("theme", "light");
    runHeadScript();
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  test("an unknown stored value is ignored", () => {
    localStorage.setItem("theme", "neon");
    runHeadScript();
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
  });

  test("the script is one constant string (a CSP can allow it by hash)", () => {
    expect(typeof THEME_SCRIPT).toBe("string");
    expect(THEME_SCRIPT).not.toMatch(/\$\{/);
    expect(THEME_SCRIPT).toContain(`localStorage.getItem("${THEME_STORAGE_KEY}")`);
  });

  test("applyTheme switches both the attribute and the class", () => {
    applyTheme(document.documentElement, "light");
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
    expect(document.documentElement).not.toHaveClass("dark");
    applyTheme(document.documentElement, "dark");
    expect(document.documentElement).toHaveClass("dark");
  });
});
