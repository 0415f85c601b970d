import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Reading a post (issue 12, point 6), on the desktop and on a phone: the text's measure,
 * the byline above the body, and the previous/next posts below it.
 */

/** What the reader's lines hold, measured on the rendered text of the post's paragraphs. */
interface Measure {
  /** Width of the paragraphs' text box, in CSS pixels. */
  textWidth: number;
  /** Width of the column around the text (the Markdown frame), in CSS pixels. */
  columnWidth: number;
  /** Average advance of the characters set, in CSS pixels (whatever face is in use). */
  averageCharWidth: number;
  /** How many average characters a line holds: textWidth / averageCharWidth. */
  charactersPerLine: number;
  /** Characters on each line that is not a paragraph's last (those are full lines). */
  fullLines: number[];
  charactersMeasured: number;
}

/**
 * Measures every character of the body's paragraphs through a DOM Range, so the answer
 * is about the face actually drawn (not a guess at the font): the average advance, and
 * each line's length (a line ends where the next character starts further left).
 */
function measureProse(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const prose = document.querySelector("main .prose-post");
    const frame = prose?.parentElement;
    if (!prose || !frame) throw new Error("no .prose-post in main");
    const paragraphs = [...prose.querySelectorAll(":scope > p")];
    const range = document.createRange();
    let advance = 0;
    let characters = 0;
    const fullLines: number[] = [];
    for (const paragraph of paragraphs) {
      const lines: number[] = [];
      let previousLeft = -Infinity;
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          // A space collapsed away (at a line's end, or doubled) takes no room.
          if (rect.width === 0) continue;
          if (rect.left < previousLeft - 1 || lines.length === 0) lines.push(0);
          lines[lines.length - 1] += 1;
          previousLeft = rect.left;
          advance += rect.width;
          characters += 1;
        }
      }
      fullLines.push(...lines.slice(0, -1));
    }
    const textWidth = paragraphs.length ? paragraphs[0].getBoundingClientRect().width : 0;
    const averageCharWidth = characters ? advance / characters : 0;
    return {
      textWidth,
      columnWidth: frame.getBoundingClientRect().width,
      averageCharWidth,
      charactersPerLine: averageCharWidth ? textWidth / averageCharWidth : 0,
      fullLines,
      charactersMeasured: characters,
    };
  });
}

/** Opens a post with the site's face in use: Geist is `display: optional`, so a first
 * visit may draw the fallback for good; once cached it is drawn from the first paint. */
async function openPostWithFonts(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
}

test.describe("reading a post", () => {
  test("the body is set at 65–75 characters a line on a wide screen; on a phone the screen decides", { tag: "@desktop" }, async ({ page, blogPage, isPhone }) => {
    const [, title] = await blogPage.listedTitles();
    await blogPage.openPost(title);
    await openPostWithFonts(page, page.url());

    const measure = await measureProse(page);
    const report = JSON.stringify(measure);
    expect(measure.charactersMeasured, report).toBeGreaterThan(500);
    expect(measure.fullLines.length, report).toBeGreaterThan(3);
    if (isPhone) {
      // Narrower than the measure: the text takes the whole column, nothing runs off the side.
      expect(measure.charactersPerLine, report).toBeLessThan(65);
      expect(Math.abs(measure.textWidth - measure.columnWidth), report).toBeLessThan(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } else {
      expect(measure.charactersPerLine, report).toBeGreaterThanOrEqual(65);
      expect(measure.charactersPerLine, report).toBeLessThanOrEqual(75);
      // The column is wider than the text (code blocks use it): the measure is the text's own.
      expect(measure.columnWidth, report).toBeGreaterThan(measure.textWidth);
      // Lines break between words, so a full line holds a little less than the measure.
      const average = measure.fullLines.reduce((sum, n) => sum + n, 0) / measure.fullLines.length;
      expect(average, report).toBeGreaterThan(55);
      expect(average, report).toBeLessThanOrEqual(75);
    }
  });

  test("author, date and reading time sit above the body", async ({ page, blogPage }) => {
    const [title] = await blogPage.listedTitles();
    await blogPage.openPost(title);
    const main = page.getByRole("main");
    const body = main.locator(".prose-post");
    const author = main.locator('a[rel="author"]');
    const date = main.locator("article header time");
    const readingTime = main.locator("article header").getByText(/^\d+ min read$/);

    await expect(author).toHaveText(/\S/);
    await expect(author).toHaveAttribute("href", "/about");
    await expect(date).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(readingTime).toBeVisible();
    const bodyTop = (await body.boundingBox())!.y;
    for (const part of [author, date, readingTime]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(bodyTop);
    }
    // The author's photo, or their initials where there is none, beside the name.
    await expect(main.locator("article header").locator('img, [data-testid="author-monogram"]')).toHaveCount(1);
  });

  test("Previous and Next lead to the posts published before and after; the ends have one of them", async ({ blogPage }) => {
    // Newest first: the next post of titles[i] is titles[i - 1], its previous titles[i + 1].
    const titles = await blogPage.listedTitles();
    expect(titles.length).toBeGreaterThanOrEqual(3);

    await blogPage.openPost(titles[1]);
    await expect(blogPage.neighbourLink("previous")).toHaveAttribute("rel", "prev");
    await expect(blogPage.neighbourLink("next")).toHaveAttribute("rel", "next");
    await expect(blogPage.neighbourLink("next")).toContainText(titles[0]);

    await blogPage.neighbourLink("previous").click();
    await expect(blogPage.heading).toHaveText(titles[2]);
    await expect(blogPage.neighbourLink("next")).toContainText(titles[1]);

    await blogPage.neighbourLink("next").click();
    await expect(blogPage.heading).toHaveText(titles[1]);
    await blogPage.neighbourLink("next").click();
    await expect(blogPage.heading).toHaveText(titles[0]);
    // The newest post: nothing after it.
    await expect(blogPage.neighbourLink("previous")).toContainText(titles[1]);
    await expect(blogPage.neighbourLink("next")).toHaveCount(0);

    // The oldest post: nothing before it.
    await blogPage.gotoList();
    await blogPage.openPost(titles[titles.length - 1]);
    await expect(blogPage.neighbourLink("next")).toContainText(titles[titles.length - 2]);
    await expect(blogPage.neighbourLink("previous")).toHaveCount(0);
  });
});
