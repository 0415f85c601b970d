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
import { imageFile, installFakeDataTransfer, stubObjectUrls } from "./helpers";

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

  test("says, in a live region, when a paste was cut at the limit, until the next edit", () => {
    render(<TextAreaField name="description" label="Description" defaultValue={"a".repeat(995)} />);
    const textarea = screen.getByLabelText("Description") as HTMLTextAreaElement;
    const notice = () => screen.queryByText("Pasted text was cut to 1,000 characters.");
    // Select the last 5 characters: a paste of 12 replaces them and has room for 10.
    textarea.setSelectionRange(990, 995);
    fireEvent.paste(textarea, { clipboardData: { getData: () => "b".repeat(12) } });
    fireEvent.change(textarea, { target: { value: "a".repeat(990) + "b".repeat(10) } });
    expect(notice()).toBeInTheDocument();
    expect(notice()!.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByText("1,000/1,000")).toBeInTheDocument();

    fireEvent.change(textarea, { target: { value: "a".repeat(990) } });
    expect(notice()).not.toBeInTheDocument();
  });

  test("a paste that fits says nothing; one into a full field does (nothing was inserted)", () => {
    render(<TextAreaField name="description" label="Description" defaultValue={"a".repeat(990)} />);
    const textarea = screen.getByLabelText("Description") as HTMLTextAreaElement;
    textarea.setSelectionRange(990, 990);
    fireEvent.paste(textarea, { clipboardData: { getData: () => "b\r\n".repeat(5) } });
    expect(screen.queryByText(/Pasted text was cut/)).not.toBeInTheDocument();

    fireEvent.change(textarea, { target: { value: "a".repeat(1000) } });
    textarea.setSelectionRange(1000, 1000);
    fireEvent.paste(textarea, { clipboardData: { getData: () => "c" } });
    expect(screen.getByText("Pasted text was cut to 1,000 characters.")).toBeInTheDocument();
  });

  test("a controlled textarea counts its value", () => {
    const { rerender } = render(<TextAreaField name="content" label="Content" maxLength={50} value="hello" onChange={() => {}} />);
    expect(screen.getByText("5/50")).toBeInTheDocument();
    rerender(<TextAreaField name="content" label="Content" maxLength={50} value="hello world" onChange={() => {}} />);
    expect(screen.getByText("11/50")).toBeInTheDocument();
  });
});

describe("TextField", () => {
  test("a 1,000-character input (a list typed with commas) counts and says when a paste was cut", () => {
    render(<TextField name="technologiesUsed" label="Technologies used" maxLength={1000} defaultValue="React" />);
    const input = screen.getByLabelText("Technologies used") as HTMLInputElement;
    expect(screen.getByText("5/1,000")).toBeInTheDocument();
    input.setSelectionRange(5, 5);
    // An input drops line breaks: 999 + 2 characters do not fit in 995.
    fireEvent.paste(input, { clipboardData: { getData: () => "x".repeat(999) + "\n\n" } });
    fireEvent.change(input, { target: { value: "React" + "x".repeat(995) } });
    expect(screen.getByText("1,000/1,000")).toBeInTheDocument();
    expect(screen.getByText("Pasted text was cut to 1,000 characters.")).toBeInTheDocument();
  });

  test("a short input, or a URL (2,048: a sanity limit), has no counter", () => {
    render(
      <>
        <TextField name="title" label="Title" maxLength={200} />
        <TextField name="liveUrl" label="Live URL" type="url" maxLength={2048} />
      </>,
    );
    expect(screen.queryByText(/\/200/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\/2,048/)).not.toBeInTheDocument();
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
  test("a labelled file input, visually hidden, that accepts images only; the current image is previewed on edit", () => {
    render(<ImageField name="logo" label="Logo" currentUrl="/uploads/old.png" />);
    const input = screen.getByLabelText(/^Logo/);
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/png,image/jpeg,image/webp,image/gif,image/avif");
    expect(input).toHaveClass("sr-only");
    expect(screen.getByAltText("Logo preview")).toHaveAttribute("src", "/uploads/old.png");
    expect(screen.getByText(/Current image/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Replace logo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove logo" })).toBeInTheDocument();
  });

  test("without an image: a drop zone that opens the file picker; the input stays reachable with the keyboard", () => {
    render(<ImageField name="imageUrl" label="Image" />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    const input = screen.getByLabelText(/^Image/) as HTMLInputElement;
    expect(input).not.toHaveAttribute("tabindex", "-1");
    const click = jest.spyOn(input, "click").mockImplementation(() => {});
    fireEvent.click(screen.getByText(/drop it here/));
    expect(click).toHaveBeenCalled();
  });

  test("previews the chosen file; Replace opens the picker; Remove frees the preview", async () => {
    render(<ImageField name="logo" label="Logo" />);
    const input = screen.getByLabelText(/^Logo/);
    fireEvent.change(input, { target: { files: [imageFile("new.png")] } });
    expect(await screen.findByText("Chosen: new.png")).toBeInTheDocument();
    const chosenUrl = objectUrls.created.at(-1);
    expect(screen.getByAltText("Logo preview")).toHaveAttribute("src", chosenUrl);

    const click = jest.spyOn(input, "click").mockImplementation(() => {});
    fireEvent.click(screen.getByRole("button", { name: "Replace logo" }));
    expect(click).toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Remove logo" }));
    expect(screen.queryByAltText("Logo preview")).not.toBeInTheDocument();
    expect(objectUrls.revoked).toContain(chosenUrl);
    // Nothing was stored, so there is nothing to remove on the server.
    expect(input).not.toHaveAttribute("data-remove-image");
    expect(input).toHaveFocus();
  });

  test("Remove on a stored image marks it for removal, and Keep it undoes that", () => {
    render(<ImageField name="logo" label="Logo" currentUrl="/uploads/old.png" />);
    fireEvent.click(screen.getByRole("button", { name: "Remove logo" }));
    const input = screen.getByLabelText(/^Logo/);
    expect(input).toHaveAttribute("data-remove-image", "true");
    expect(screen.queryByAltText("Logo preview")).not.toBeInTheDocument();
    expect(screen.getByText("The current image is removed when you save.")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Keep it (logo)" }));
    expect(input).not.toHaveAttribute("data-remove-image");
    expect(screen.getByAltText("Logo preview")).toHaveAttribute("src", "/uploads/old.png");
  });

  test("a file dropped on the zone goes into the input and is previewed", async () => {
    installFakeDataTransfer();
    render(<ImageField name="logo" label="Logo" />);
    const input = screen.getByLabelText(/^Logo/);
    let held: File[] = [];
    Object.defineProperty(input, "files", { configurable: true, get: () => held, set: (files: File[]) => (held = files) });

    const zone = screen.getByText(/drop it here/).closest("div")!;
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute("data-dragging", "true");
    fireEvent.drop(zone, { dataTransfer: { files: [imageFile("dropped.webp", "image/webp")] } });
    expect(await screen.findByText("Chosen: dropped.webp")).toBeInTheDocument();
    expect(held.map((file) => file.name)).toEqual(["dropped.webp"]);
  });
});
