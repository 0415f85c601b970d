/**
 * A stand-in for next/navigation in jsdom tests (there is no app router there). Tests set
 * the path and query, and inspect the router calls.
 */
export const navigation = {
  pathname: "/",
  search: "",
  router: {
    push: jest.fn(),
    replace: jest.fn(),
    refresh: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(),
  },
  reset() {
    this.pathname = "/";
    this.search = "";
    for (const fn of Object.values(this.router)) fn.mockReset();
  },
};

export const nextNavigationMock = () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => navigation.router,
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
});
