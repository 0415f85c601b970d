import { DASHBOARD_LINK, PROFILE_LINK, isActiveLink } from "@/config/nav";

// Two links marked as the current page would tell a screen reader two places at once.
test("on /admin/profile only Profile is the current page, not the Dashboard above it", () => {
  expect(isActiveLink(PROFILE_LINK.href, "/admin/profile")).toBe(true);
  expect(isActiveLink(DASHBOARD_LINK.href, "/admin/profile")).toBe(false);
  expect(isActiveLink(DASHBOARD_LINK.href, "/admin")).toBe(true);
  expect(isActiveLink(DASHBOARD_LINK.href, "/admin/")).toBe(true);
  expect(isActiveLink(PROFILE_LINK.href, "/admin")).toBe(false);
});

test("other sections still own their sub-pages", () => {
  expect(isActiveLink("/blogs", "/blogs/3f1c")).toBe(true);
  expect(isActiveLink("/", "/blogs")).toBe(false);
});
