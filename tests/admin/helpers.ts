// Shared fixtures for the admin component tests. The mocks themselves (next/navigation,
// sonner, the upload helper) are declared in each test file, where jest hoists them.
import { fireEvent, screen } from "@testing-library/react";

/** Types into a field the way React sees it (a change event with the new value). */
export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function submit(name: string | RegExp) {
  fireEvent.click(screen.getByRole("button", { name }));
}

/** The text entries of what a form sent (FormData or URLSearchParams). */
export function sentFields(body: FormData | URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of body.entries()) {
    if (typeof value === "string") fields[key] = value;
  }
  return fields;
}

/** A promise the test settles by hand, to look at the busy state in between. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function imageFile(name = "logo.png", type = "image/png", size = 128) {
  return new File([new Uint8Array(size)], name, { type });
}

/** jsdom has no object URLs; the image preview needs them. */
export function stubObjectUrls() {
  let next = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn(() => {
      const url = `blob:preview-${++next}`;
      created.push(url);
      return url;
    }),
    revokeObjectURL: jest.fn((url: string) => revoked.push(url)),
  });
  return { created, revoked };
}
