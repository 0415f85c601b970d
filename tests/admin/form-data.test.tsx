/** @jest-environment jsdom */
import { fireEvent, render } from "@testing-library/react";
import { collectFormData, textEntries, urlEncoded, validateForm } from "@/components/admin/form-data";
import { certificationCreateSchema } from "@/lib/validations/certification";
import { experienceCreateSchema } from "@/lib/validations/experience";
import { projectCreateSchema } from "@/lib/validations/project";
import { imageFile } from "./helpers";

function formWith(children: React.ReactNode): HTMLFormElement {
  const { container } = render(<form>{children}</form>);
  return container.querySelector("form")!;
}

describe("collectFormData", () => {
  test("named checkboxes are sent as 'true' or 'false', never left out", () => {
    const form = formWith(
      <>
        <input type="checkbox" name="isArchived" />
        <input type="checkbox" name="featured" defaultChecked />
        <input type="checkbox" aria-label="not sent" />
      </>,
    );
    const data = collectFormData(form);
    expect(data.getAll("isArchived")).toEqual(["false"]);
    expect(data.getAll("featured")).toEqual(["true"]);
    // The unnamed box (like "I currently work here") is UI only and not sent.
    expect(Array.from(data.keys()).sort()).toEqual(["featured", "isArchived"]);
  });

  test("a disabled field is sent empty, so the server clears it", () => {
    const form = formWith(<input name="endDate" defaultValue="2024-01" disabled />);
    expect(collectFormData(form).get("endDate")).toBe("");
  });

  test("a form held by its fieldset (a save in flight, an offer waiting) still reads as it would send, and a field disabled of its own is still empty", () => {
    const form = formWith(
      <fieldset disabled>
        <input name="title" defaultValue="Edge caching" />
        <textarea name="content" defaultValue="The text." />
        <select name="projectType" defaultValue="backend">
          <option value="frontend">Frontend</option>
          <option value="backend">Backend</option>
        </select>
        <input type="radio" name="status" value="draft" defaultChecked />
        <input type="radio" name="status" value="published" />
        <input type="checkbox" name="featured" defaultChecked />
        <input name="endDate" defaultValue="2024-01" disabled />
      </fieldset>,
    );
    expect(textEntries(collectFormData(form))).toEqual({ title: "Edge caching", content: "The text.", projectType: "backend", status: "draft", featured: "true", endDate: "" });
  });

  test("a file input is sent only with a chosen file", () => {
    const form = formWith(
      <>
        <input type="file" name="logo" />
        <input type="file" name="screenshot" />
      </>,
    );
    const file = imageFile();
    fireEvent.change(form.querySelector('[name="logo"]')!, { target: { files: [file] } });
    const data = collectFormData(form);
    expect(data.get("logo")).toBe(file);
    expect(data.has("screenshot")).toBe(false);
    expect(textEntries(data)).toEqual({});
  });

  test("urlEncoded keeps the text fields only", () => {
    const form = formWith(
      <>
        <input name="title" defaultValue="Engineer" />
        <textarea name="learned" defaultValue="a | b" />
      </>,
    );
    expect(urlEncoded(collectFormData(form)).toString()).toBe("title=Engineer&learned=a+%7C+b");
  });
});

describe("validateForm with the shared schemas", () => {
  function errorsFor(children: React.ReactNode, schema: Parameters<typeof validateForm>[2]) {
    const form = formWith(children);
    return validateForm(form, collectFormData(form), schema);
  }

  const validProject = {
    title: "T",
    oneLineDescription: "O",
    description: "D",
    liveUrl: "https://example.com",
    projectType: "backend",
    technologiesUsed: "Go",
    keywordsAndTags: "api",
  };
  const inputs = (values: Record<string, string>, required = true) =>
    Object.entries(values).map(([name, value]) => <input key={name} name={name} defaultValue={value} required={required} />);

  test("a valid project has no errors", () => {
    expect(errorsFor(inputs(validProject), projectCreateSchema)).toEqual({});
  });

  test("required fields are reported by name, blank text counts as empty", () => {
    expect(errorsFor(inputs({ ...validProject, title: "   ", liveUrl: "" }), projectCreateSchema)).toEqual({
      title: "is required",
      liveUrl: "is required",
    });
  });

  test("the 200 and 1000 character limits come from the schema", () => {
    const errors = errorsFor(inputs({ ...validProject, title: "t".repeat(201), description: "d".repeat(1001) }), projectCreateSchema);
    expect(errors).toEqual({
      title: "must be at most 200 characters",
      description: "must be at most 1000 characters",
    });
  });

  test("comma lists drop empty items; only separators is an empty list", () => {
    expect(errorsFor(inputs({ ...validProject, technologiesUsed: "Go, , Rust," }), projectCreateSchema)).toEqual({});
    expect(errorsFor(inputs({ ...validProject, technologiesUsed: " , , " }), projectCreateSchema)).toEqual({
      technologiesUsed: "is required",
    });
  });

  test("experience learned splits on pipes, not commas", () => {
    const experience = {
      title: "Dev",
      company: "Co",
      location: "Remote",
      startDate: "2024-01",
      skills: "Go",
    };
    // endDate is the one optional text field: empty means Present.
    const experienceInputs = (values: Record<string, string>) => (
      <>
        {inputs(values)}
        <input name="endDate" defaultValue="" />
      </>
    );
    expect(errorsFor(experienceInputs({ ...experience, learned: "Built X, then Y | Led Z" }), experienceCreateSchema)).toEqual({});
    expect(errorsFor(experienceInputs({ ...experience, learned: "|  |" }), experienceCreateSchema)).toEqual({ learned: "is required" });
    // 51 items are over the shared item limit when split on pipes...
    const many = Array.from({ length: 51 }, (_, i) => `item ${i}`);
    expect(errorsFor(experienceInputs({ ...experience, learned: many.join(" | ") }), experienceCreateSchema)).toEqual({
      learned: "must have at most 50 items",
    });
    // ...but the same text with commas is a single item.
    expect(errorsFor(experienceInputs({ ...experience, learned: many.join(", ") }), experienceCreateSchema)).toEqual({});
  });

  test("certification learned splits on commas", () => {
    const cert = { title: "T", credentialID: "C", organization: "O", date: "2024", url: "https://x.example" };
    const many = Array.from({ length: 51 }, (_, i) => `skill ${i}`).join(", ");
    expect(errorsFor(inputs({ ...cert, learned: many }), certificationCreateSchema)).toEqual({
      learned: "must have at most 50 items",
    });
  });

  test("a chosen file that is not an accepted image, or over 4 MB, is an error", () => {
    const form = formWith(
      <>
        {inputs(validProject)}
        <input type="file" name="logo" />
        <input type="file" name="screenshot" />
      </>,
    );
    fireEvent.change(form.querySelector('[name="logo"]')!, {
      target: { files: [new File(["gif"], "a.bmp", { type: "image/bmp" })] },
    });
    fireEvent.change(form.querySelector('[name="screenshot"]')!, {
      target: { files: [imageFile("big.png", "image/png", 4 * 1024 * 1024 + 1)] },
    });
    expect(validateForm(form, collectFormData(form), projectCreateSchema)).toEqual({
      logo: "must be a PNG, JPEG, WebP, GIF or AVIF image",
      screenshot: "must be at most 4 MB",
    });
  });
});
