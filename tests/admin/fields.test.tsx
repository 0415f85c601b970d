/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import {
  CheckboxField,
  FieldErrorsProvider,
  ImageField,
  SelectField,
  TextAreaField,
  TextField,
} from "@/components/admin/fields";
import { imageFile, stubObjectUrls } from "./helpers";

const objectUrls = stubObjectUrls();

describe("TextField", () => {
  test("puts the label above the input and ties the hint and the error to it", () => {
    render(
      <FieldErrorsProvider value={{ liveUrl: "must be an http(s) URL" }}>
        <TextField name="liveUrl" label="Live URL" type="url" inputMode="url" hint="Where it runs" required />
      </FieldErrorsProvider>,
    );
    const input = screen.getByLabelText("Live URL");
    expect(input).toHaveAttribute("type", "url");
    expect(input).toHaveAttribute("inputMode", "url");
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Live URL must be an http(s) URL. Where it runs");
  });

  test("without an error it is not marked invalid, and an optional field says so", () => {
    render(<TextField name="endDate" label="End month" type="month" required={false} />);
    expect(screen.getByLabelText(/End month/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("(optional)")).toBeInTheDocument();
  });
});

describe("TextAreaField", () => {
  test("counts characters live against the 1000 limit by default", () => {
    render(<TextAreaField name="description" label="Description" defaultValue="abc" />);
    const textarea = screen.getByLabelText("Description");
    expect(textarea).toHaveAttribute("maxLength", "1000");
    expect(screen.getByText("3/1,000")).toBeInTheDocument();
    fireEvent.change(textarea, { target: { value: "x".repeat(999) } });
    expect(screen.getByText("999/1,000")).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription("999/1,000 characters");
  });

  test("a controlled textarea counts its value", () => {
    const { rerender } = render(<TextAreaField name="content" label="Content" maxLength={50} value="hello" onChange={() => {}} />);
    expect(screen.getByText("5/50")).toBeInTheDocument();
    rerender(<TextAreaField name="content" label="Content" maxLength={50} value="hello world" onChange={() => {}} />);
    expect(screen.getByText("11/50")).toBeInTheDocument();
  });
});

describe("SelectField", () => {
  test("is built from its option list, with an optional empty first choice", () => {
    render(
      <SelectField
        name="techStackType"
        label="Section"
        placeholder="Choose a section"
        options={[
          { value: "dev", label: "Dev Tools" },
          { value: "apps", label: "Apps" },
        ]}
        defaultValue=""
      />,
    );
    const options = screen.getAllByRole("option").map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options).toEqual([
      ["", "Choose a section"],
      ["dev", "Dev Tools"],
      ["apps", "Apps"],
    ]);
  });
});

describe("CheckboxField", () => {
  test("the whole row is the label of the box (a large touch target)", () => {
    render(<CheckboxField name="isArchived" label="Archived" />);
    const box = screen.getByRole("checkbox", { name: "Archived" });
    fireEvent.click(screen.getByText("Archived"));
    expect(box).toBeChecked();
    expect(screen.getByText("Archived").closest("label")).toHaveClass("min-h-11");
  });
});

describe("ImageField", () => {
  test("accepts images only and previews the current image on edit", () => {
    render(<ImageField name="logo" label="Logo" currentUrl="/uploads/old.png" />);
    const input = screen.getByLabelText(/Logo/);
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/png,image/jpeg,image/webp,image/gif,image/avif");
    expect(screen.getByAltText("Logo preview")).toHaveAttribute("src", "/uploads/old.png");
    expect(screen.getByText(/Current image/)).toBeInTheDocument();
  });

  test("previews the chosen file, and Clear choice goes back to the current image and frees the preview", () => {
    render(<ImageField name="logo" label="Logo" currentUrl="/uploads/old.png" />);
    fireEvent.change(screen.getByLabelText(/Logo/), { target: { files: [imageFile("new.png")] } });
    const chosenUrl = objectUrls.created.at(-1);
    expect(screen.getByAltText("Logo preview")).toHaveAttribute("src", chosenUrl);
    expect(screen.getByText("Chosen: new.png")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Clear choice" }));
    expect(screen.getByAltText("Logo preview")).toHaveAttribute("src", "/uploads/old.png");
    expect(objectUrls.revoked).toContain(chosenUrl);
  });

  test("with no current image and no choice there is no preview", () => {
    render(<ImageField name="imageUrl" label="Image" />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
