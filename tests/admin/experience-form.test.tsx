/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/client/toast";
import { ExperienceForm } from "@/components/admin/forms/experience-form";
import type { ExperienceFormValues } from "@/components/admin/forms/form-values";
import { ApiRequestError } from "@/lib/client/api";
import { sendForm } from "@/lib/client/upload";
import { formIsLive, sentFields, submit, type } from "./helpers";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/client/upload", () => ({ ...jest.requireActual("@/lib/client/upload"), sendForm: jest.fn() }));

const sendFormMock = jest.mocked(sendForm);

const pastRole: ExperienceFormValues = {
  _id: "0b9f7a2e-5c41-4d7a-9d2e-6f1a2b3c4d5e",
  version: 1,
  title: "Frontend Engineer",
  company: "Acme",
  location: "Berlin",
  startDate: "2021-04",
  endDate: "2023-09",
  skills: "Vue, Nuxt, Storybook",
  learned: "Shipped the design system | Cut bundle size by 40%",
};

const currentRole: ExperienceFormValues = { ...pastRole, endDate: "" };

function sentBody(): URLSearchParams {
  return sendFormMock.mock.calls[0][1].body as URLSearchParams;
}

beforeEach(() => jest.clearAllMocks());

test("edit is prefilled with the stored values, skills included (not a fixed default)", async () => {
  render(<ExperienceForm experience={pastRole} />);
  await formIsLive();
  expect(screen.getByLabelText("Position")).toHaveValue("Frontend Engineer");
  expect(screen.getByLabelText("Company")).toHaveValue("Acme");
  expect(screen.getByLabelText("Location")).toHaveValue("Berlin");
  expect(screen.getByLabelText("Start month")).toHaveValue("2021-04");
  expect(screen.getByLabelText(/End month/)).toHaveValue("2023-09");
  expect(screen.getByLabelText("Skills")).toHaveValue("Vue, Nuxt, Storybook");
  expect(screen.getByLabelText("What I did?")).toHaveValue("Shipped the design system | Cut bundle size by 40%");
  expect(screen.getByLabelText("I currently work here")).not.toBeChecked();
});

test("dates are month inputs and only the end date is optional", () => {
  render(<ExperienceForm />);
  expect(screen.getByLabelText("Start month")).toHaveAttribute("type", "month");
  expect(screen.getByLabelText("Start month")).toBeRequired();
  expect(screen.getByLabelText(/End month/)).toHaveAttribute("type", "month");
  expect(screen.getByLabelText(/End month/)).not.toBeRequired();
  expect(screen.getByText("(optional)")).toBeInTheDocument();
});

test("a stored current role starts with the box checked and the end date empty", async () => {
  render(<ExperienceForm experience={currentRole} />);
  await formIsLive();
  expect(screen.getByLabelText("I currently work here")).toBeChecked();
  expect(screen.getByLabelText(/End month/)).toHaveValue("");
  expect(screen.getByLabelText(/End month/)).toBeDisabled();
});

test("'I currently work here' empties the end date, which is then sent empty so the server clears it", async () => {
  sendFormMock.mockResolvedValue({});
  render(<ExperienceForm experience={pastRole} />);
  await formIsLive();
  fireEvent.click(screen.getByLabelText("I currently work here"));
  expect(screen.getByLabelText(/End month/)).toHaveValue("");
  submit("Update");
  await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
  const body = sentBody();
  expect(body).toBeInstanceOf(URLSearchParams); // no images: urlencoded, not multipart
  expect(body.get("endDate")).toBe("");
  expect(sendFormMock.mock.calls[0][0]).toBe(`/experiences/${pastRole._id}`);
  expect(sendFormMock.mock.calls[0][1].method).toBe("PATCH");
  expect(sendFormMock.mock.calls[0][1].onProgress).toBeUndefined();
});

test("an update toasts 'Experience updated successfully!' and goes to /experience", async () => {
  sendFormMock.mockResolvedValue({});
  render(<ExperienceForm experience={pastRole} />);
  await formIsLive();
  submit("Update");
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Experience updated successfully!"));
  expect(sentFields(sentBody())).toEqual({
    title: "Frontend Engineer",
    company: "Acme",
    location: "Berlin",
    startDate: "2021-04",
    endDate: "2023-09",
    skills: "Vue, Nuxt, Storybook",
    learned: "Shipped the design system | Cut bundle size by 40%",
  });
  expect(mockRouter.push).toHaveBeenCalledWith("/experience");
});

test("an add posts the pipe-separated items and toasts 'Experience added successfully!'", async () => {
  sendFormMock.mockResolvedValue({});
  render(<ExperienceForm />);
  type("Position", "Staff Engineer");
  type("Company", "Flow Co");
  type("Location", "Remote");
  type("Start month", "2024-03");
  type("Skills", "Go");
  type("What I did?", "Built the API | Led the migration");
  submit("SAVE");
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Experience added successfully!"));
  expect(sendFormMock.mock.calls[0][0]).toBe("/experiences");
  expect(sendFormMock.mock.calls[0][1].method).toBe("POST");
  expect(sentBody().get("learned")).toBe("Built the API | Led the migration");
});

test("'What I did?' with only pipes and spaces is an empty list: required", async () => {
  render(<ExperienceForm experience={pastRole} />);
  await formIsLive();
  type("What I did?", " |  | ");
  submit("Update");
  expect(screen.getByText("What I did? is required.")).toBeInTheDocument();
  expect(sendFormMock).not.toHaveBeenCalled();
});

test("an end date before the start date is refused before sending", async () => {
  render(<ExperienceForm experience={pastRole} />);
  await formIsLive();
  type(/End month/, "2020-01");
  submit("Update");
  expect(screen.getByText("End month must not be before startDate.")).toBeInTheDocument();
  expect(screen.getByLabelText(/End month/)).toHaveAttribute("aria-invalid", "true");
  expect(sendFormMock).not.toHaveBeenCalled();
});

test("an update of an item deleted meanwhile (404) goes to the list with the server's msg", async () => {
  sendFormMock.mockRejectedValue(new ApiRequestError(404, "Experience not found."));
  render(<ExperienceForm experience={pastRole} />);
  await formIsLive();
  submit("Update");
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Experience not found."));
  expect(mockRouter.push).toHaveBeenCalledWith("/experience");
});
