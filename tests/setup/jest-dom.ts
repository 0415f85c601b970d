import "@testing-library/jest-dom";
import { configure } from "@testing-library/dom";

// findBy*/waitFor wait up to 1 s by default; on a CI machine whose two cores run several Jest
// workers, a form's async step (reading a 9 MB file's header in jsdom) has taken longer. A
// longer wait changes nothing for a test that passes and still fails one whose text never comes.
configure({ asyncUtilTimeout: 5_000 });

// The admin forms keep local drafts in localStorage (src/lib/client/drafts): each test starts
// on a device that has none.
beforeEach(() => {
  if (typeof window !== "undefined") window.localStorage.clear();
});
