// docs/product/frame.md#text-spacing: with the text spacing a reader may set (WCAG 1.4.12) on a phone,
// and with the text at twice its size (WCAG 1.4.4) on a desktop or by a phone's own text setting, nothing is lost: no page scrolls
// sideways, no text is cut off by a box that clips, every control stays inside the screen. A short
// window (a phone on its side, 400% zoom) keeps its height for the page: the nav bar scrolls away.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { checkAddress } from '../support/address-step';
import { QUOTED_PLAN, quotePathSigned } from '../support/quote-link';
import { sendContactMessage } from '../support/contact-form';

const site = useSiteAndBrowser({ checkPageProblems: true });

/** WCAG 1.4.12's values: line height 1.5, paragraph spacing 2, letter spacing 0.12 and word spacing 0.16 times the font size. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;
/** The reader's text size at 200%: the site sizes its text in rem. */
const TEXT_AT_200 = 'html { font-size: 200% !important; }';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Adds the reader's style sheet as a constructed one (the site's CSP admits no inline style), and waits
 * until the page is styled by it (a marker property) and laid out again.
 */
async function readerStyles(page: Page, css: string): Promise<void> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`${text}\nhtml { --reader-styles: on; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
  await page.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--reader-styles') === 'on');
  await page.evaluate(() => new Promise((laidOut) => requestAnimationFrame(() => requestAnimationFrame(laidOut))));
}

/**
 * What the reader loses: the page scrolling sideways, a text a clipping box cuts off, a link or button
 * outside the screen. Carousels clip sideways by design (their slides scroll); the closed menu and
 * visually hidden text are not shown, and only what is shown counts.
 */
/** The choices whose label fell below its radio (docs/product/ordering-and-handoff.md#extras-step): a long label wraps beside it instead. */
function labelsBelowTheirRadios(): string[] {
  return [...document.querySelectorAll('.choice-group__option')]
    .filter((option) => option.querySelector('label')!.getBoundingClientRect().top >= option.querySelector('input')!.getBoundingClientRect().bottom)
    .map((option) => option.textContent ?? '');
}

/**
 * Words broken across lines inside the boxes `selector` finds though a line of the box would hold them whole
 * (a column or a padding squeezed too narrow); a word wider than the box may break, as nothing else fits.
 * A break at a dash ("1–2") is a break between words.
 */
function wordsBrokenInside(selector: string): string[] {
  const broken: string[] = [];
  for (const box of document.querySelectorAll(selector)) {
    const padding = (style: CSSStyleDeclaration) => parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const sides = (style: CSSStyleDeclaration) => padding(style) + parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth);
    const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode() as Text | null; text; text = texts.nextNode() as Text | null) {
      if (!text.parentElement!.checkVisibility({ visibilityProperty: true })) continue;
      // The box's width less the padding and borders of everything around the word (a cell's, a list's indent), not the width of its column.
      let room = box.clientWidth - padding(getComputedStyle(box));
      for (let at = text.parentElement; at && at !== box; at = at.parentElement) room -= sides(getComputedStyle(at));
      for (const word of text.data.matchAll(/[^\s\u2013\u2014-]+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const pieces = [...range.getClientRects()].filter((piece) => piece.width > 0);
        const lines = new Set(pieces.map((piece) => Math.round(piece.top))).size;
        const whole = pieces.reduce((width, piece) => width + piece.width, 0);
        if (lines > 1 && whole + 1 < room) broken.push(`"${word[0]}" in ${box.className} ${Math.round(room)}px wide, in a ${Math.round(text.parentElement!.getBoundingClientRect().width)}px line`);
      }
    }
  }
  return broken;
}

/** Words of `selector`'s boxes that run over two lines. */
function wordsSplitAcrossLines(selector: string): string[] {
  const split: string[] = [];
  for (const box of document.querySelectorAll(selector)) {
    const text = box.firstChild;
    if (!(text instanceof Text)) continue;
    // A hyphen or a dash may end a line, as in "Full-Fibre".
    for (const word of text.data.matchAll(/[^\s\u2013\u2014-]+/g)) {
      const range = document.createRange();
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      if (new Set([...range.getClientRects()].map((piece) => Math.round(piece.top))).size > 1) split.push(word[0]);
    }
  }
  return split;
}

/**
 * Words broken across lines in `selector`'s boxes though their line would hold them, or any broken
 * word with `anyWidth`. A word may run over elements ('$84.95' then '/mth'); a no-break space keeps a phone number one word; a break
 * at a dash is a break between words. The line is the content box of the word's nearest box that is not inline; with `pageLine`
 * the page's own (its sides only), so a box's sides or a column may not squeeze a word the page would hold, and a break after a
 * slash ('100/' '20Mbps') is a break between words too (a price's is not: pricesSplitAcrossLines).
 */
function wordsBrokenOnPage({ selector, anyWidth, pageLine }: { selector: string; anyWidth?: boolean; pageLine?: boolean }): string[] {
  const lines = new Map<Element, Text[]>();
  for (const box of document.querySelectorAll(selector)) {
    const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode() as Text | null; text; text = texts.nextNode() as Text | null) {
      if (text.parentElement!.closest('script, style, template') || !text.parentElement!.checkVisibility({ visibilityProperty: true })) continue;
      let block = text.parentElement!;
      while (/^(inline|contents)$/.test(getComputedStyle(block).display)) block = block.parentElement!;
      lines.set(block, [...(lines.get(block) ?? []), text]);
    }
  }
  const broken: string[] = [];
  for (const [block, texts] of lines) {
    const starts = texts.map((_, index) => texts.slice(0, index).reduce((length, text) => length + text.length, 0));
    const at = (offset: number, end: boolean): [Text, number] => {
      const index = starts.findLastIndex((start) => (end ? start < offset : start <= offset));
      return [texts[index]!, offset - starts[index]!];
    };
    const line = pageLine ? document.querySelector('main .page')! : block;
    const style = getComputedStyle(line);
    const room = line.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    for (const word of texts.map((text) => text.data).join('').matchAll(pageLine ? /[^ \t\n\r\f\u2013\u2014/-]+/g : /[^ \t\n\r\f\u2013\u2014-]+/g)) {
      const range = document.createRange();
      range.setStart(...at(word.index, false));
      range.setEnd(...at(word.index + word[0].length, true));
      const pieces = [...range.getClientRects()].filter((piece) => piece.width > 0);
      const whole = pieces.reduce((width, piece) => width + piece.width, 0);
      // A piece wholly below another is on a later line (a price's amount and its '/mth' differ in size, so in their tops).
      const split = pieces.some((piece) => pieces.some((above) => piece.top >= above.bottom - 1));
      if (split && (anyWidth || whole + 1 < room))
        broken.push(`"${word[0]}" (${Math.round(whole)}px) in ${block.tagName.toLowerCase()}.${block.className} ${Math.round(room)}px wide`);
    }
  }
  return broken;
}

function lostContent(): string[] {
  const lost: string[] = [];
  const page = document.scrollingElement!;
  if (page.scrollWidth > innerWidth + 1) lost.push(`the page scrolls sideways: ${page.scrollWidth}px in ${innerWidth}px`);
  const shown = (element: Element): boolean => {
    for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      const box = at.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.opacity === '0' || box.width <= 1 || box.height <= 1) return false;
    }
    return true;
  };
  const clips = (value: string) => value === 'hidden' || value === 'clip';
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    const words = text.textContent!.trim();
    const parent = text.parentElement!;
    if (!words || parent.closest('script, style, template') || !shown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    const lines = [...range.getClientRects()].filter((line) => line.width > 0);
    for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      const clipsX = clips(style.overflowX) && !box.matches('.carousel__viewport');
      if (!clipsX && !clips(style.overflowY)) continue;
      const edge = box.getBoundingClientRect();
      const cut = lines.some((line) =>
        (clipsX && (line.left < edge.left - 1 || line.right > edge.right + 1)) ||
        (clips(style.overflowY) && (line.top < edge.top - 1 || line.bottom > edge.bottom + 1)));
      if (cut) {
        lost.push(`"${words.slice(0, 40)}" cut off by ${box.tagName.toLowerCase()}.${box.className}`);
        break;
      }
    }
  }
  // A control in a strip that scrolls sideways (the carousels, the sub-navigation on a phone) is
  // reached by scrolling the strip.
  const inStrip = (element: Element): boolean => {
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      if (at.matches('.carousel__viewport') || /auto|scroll/.test(getComputedStyle(at).overflowX)) return true;
    }
    return false;
  };
  for (const control of document.querySelectorAll('a[href], button')) {
    const box = control.getBoundingClientRect();
    if (shown(control) && !inStrip(control) && (box.left < -1 || box.right > innerWidth + 1))
      lost.push(`${control.tagName.toLowerCase()} "${control.textContent!.trim().slice(0, 40)}" outside the screen`);
  }
  return lost;
}

/**
 * A rounded control's shape: how many lines its words take, and how much of its sides is straight (its height less its two
 * rounded ends). A pill's ends around several lines meet: a circle, with no straight side at all.
 */
function roundedShape(control: Element): { lines: number; straight: number; lineHeight: number } {
  const box = control.getBoundingClientRect();
  const style = getComputedStyle(control);
  const radius = Math.min(parseFloat(style.borderTopLeftRadius), box.width / 2, box.height / 2);
  const range = document.createRange();
  range.selectNodeContents(control);
  const lines = new Set([...range.getClientRects()].filter((line) => line.width > 0).map((line) => Math.round(line.top))).size;
  return { lines, straight: Math.round(box.height - 2 * radius), lineHeight: Math.round(parseFloat(style.lineHeight)) };
}

/**
 * docs/product/frame.md#button: a pill on one line (no straight side); around words that wrap, a rounded box, whose straight
 * sides run more than half a line (the blob a pill's ends made had none). Not a whole line: two lines at 200% leave 44px of a
 * 48px line (the corners are half a 88px tap target, the padding and line in rem, the border in px), and whether the upgrade
 * button's words take two lines or three at 390px turns on a pixel of their width.
 */
const isPillOrRoundedBox = ({ lines, straight, lineHeight }: { lines: number; straight: number; lineHeight: number }): boolean =>
  lines === 1 ? straight === 0 : straight > lineHeight / 2;

/** The prices with their unit ('$84.95/mth') in `box` that run over more than one line. */
function pricesSplitAcrossLines(box: Element): string[] {
  const split: string[] = [];
  const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode() as Text | null; text; text = texts.nextNode() as Text | null) {
    for (const price of text.data.matchAll(/\$[\d.,]+\/mth/g)) {
      const range = document.createRange();
      range.setStart(text, price.index);
      range.setEnd(text, price.index + price[0].length);
      if (new Set([...range.getClientRects()].filter((piece) => piece.width > 0).map((piece) => Math.round(piece.top))).size > 1) split.push(price[0]);
    }
  }
  return split;
}

/** The lines that `pattern`'s first match in `box`'s text runs over (its text may span elements). */
function linesOfText(box: Element, pattern: string): { text: string; lines: number } {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) nodes.push(node);
  const whole = nodes.map((node) => node.data).join('');
  const match = new RegExp(pattern).exec(whole);
  if (!match) return { text: '', lines: 0 };
  const at = (offset: number): [Text, number] => {
    for (const node of nodes) {
      if (offset <= node.data.length) return [node, offset];
      offset -= node.data.length;
    }
    throw new Error('past the end');
  };
  const range = document.createRange();
  range.setStart(...at(match.index));
  range.setEnd(...at(match.index + match[0].length));
  return { text: match[0], lines: new Set([...range.getClientRects()].filter((piece) => piece.width > 0).map((piece) => Math.round(piece.top))).size };
}

/**
 * Whether `text` laid out as `element` lays it out (its `pseudo` element's font and wrapping, e.g. '::placeholder') fits
 * the element's content box: a stand-in box of that width, whose words run as far and as deep as they would.
 */
function textFitsBox({ element, text, pseudo }: { element: HTMLElement | SVGElement; text: string; pseudo: string | null }): { needed: string; room: string; fits: boolean } {
  const style = getComputedStyle(element);
  const textStyle = getComputedStyle(element, pseudo);
  const width = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const height = element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  const probe = document.createElement('div');
  for (const property of ['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'word-spacing', 'white-space', 'overflow-wrap', 'word-break']) {
    probe.style.setProperty(property, textStyle.getPropertyValue(property));
  }
  Object.assign(probe.style, { position: 'absolute', top: '0', left: '0', visibility: 'hidden', width: `${width}px` });
  probe.textContent = text;
  document.body.append(probe);
  const needed = { width: probe.scrollWidth, height: probe.scrollHeight };
  probe.remove();
  return { needed: `${needed.width}x${needed.height}`, room: `${Math.round(width)}x${Math.round(height)}`, fits: needed.width <= width + 1 && needed.height <= height + 1 };
}

/** Each of `paths` in turn in one tab at the default text size, with the reader's `css` on each page (a new document drops the last one's sheet). */
async function expectNothingLost(paths: string[], viewport: typeof PHONE, css: string): Promise<void> {
  const visit = textSizeTab(100);
  for (const path of paths) {
    const page = await visit(path, viewport);
    await readerStyles(page, css);
    expect(await page.evaluate(lostContent), path).toEqual([]);
  }
}

/**
 * A tab with the browser's own text size at `percent` (a phone's text setting: it sizes the rem and the media
 * queries' em, which a style sheet cannot), set before its first page loads; `visit` opens each page in it at
 * its viewport.
 */
function textSizeTab(percent: number): (path: string, viewport: typeof PHONE) => Promise<Page> {
  const rootPx = (16 * percent) / 100;
  let tab: Page | undefined;
  const sized = async (page: Page) => {
    // The text is at that size, or the test would pass on the default one.
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).resolves.toBe(`${rootPx}px`);
    return page;
  };
  return async (path, viewport) => {
    if (!tab) {
      ({ page: tab } = await site.openPage(path, { context: { viewport, reducedMotion: 'reduce' }, textSize: percent }));
      return sized(tab);
    }
    await tab.setViewportSize(viewport);
    await site.visit(tab, path);
    return sized(tab);
  };
}

describe('a short window: the page keeps its height (docs/product/frame.md#nav-bar)', () => {
  it('the nav bar scrolls away on a phone on its side and at 400% zoom, and stays at the top of a phone upright', async () => {
    // One page resized: the three windows are all on the phone side of the breakpoint, where a resize does not reload
    // (docs/product/frame.md#resize-reload), and the upright phone's answer differs from the other two's.
    const { page } = await site.openPage(PATHS.nbn, { context: { viewport: PHONE, reducedMotion: 'reduce' } });
    const navBarBottomAfterScroll = async (viewport: typeof PHONE) => {
      await page.setViewportSize(viewport);
      await page.evaluate(() => scrollTo(0, 0));
      await page.evaluate(() => scrollTo(0, 600));
      return page.getByRole('banner').evaluate((bar) => Math.round(bar.getBoundingClientRect().bottom));
    };
    expect({
      'a phone on its side': (await navBarBottomAfterScroll({ width: 844, height: 390 })) <= 0,
      'a desktop at 400%': (await navBarBottomAfterScroll({ width: 320, height: 256 })) <= 0,
      'a phone upright': (await navBarBottomAfterScroll(PHONE)) > 0,
    }).toEqual({ 'a phone on its side': true, 'a desktop at 400%': true, 'a phone upright': true });
  });
});

describe('text spacing and larger text: nothing lost', () => {
  it("a phone with WCAG's text spacing: the nav bar's actions wrap inside the screen, a plan page and its carousel lose nothing", async () => {
    await expectNothingLost([PATHS.contactUs, PATHS.flipToFibre], PHONE, TEXT_SPACING);
  });

  it("a 375 x 667 phone with its text at 150%: the home page's trust signals, a rate table and the nav bar lose nothing; the order bar keeps to its price and button", async () => {
    const visit = textSizeTab(150);
    for (const path of [PATHS.home, PATHS.homePhone]) {
      const page = await visit(path, { width: 375, height: 667 });
      expect(await page.evaluate(lostContent), path).toEqual([]);
    }
    const page = await visit(PATHS.nbn, { width: 375, height: 667 });
    await page.getByRole('button', { name: 'Choose plan' }).first().click();
    await page.evaluate(() => scrollTo(0, 2400));
    const bar = page.locator('.order-popup--visible');
    await bar.waitFor();
    // docs/product/ordering-and-handoff.md#order-summary: under 40em high, the price and the button only.
    await expect(bar.evaluate((popup) => Math.round((popup.getBoundingClientRect().height / innerHeight) * 100))).resolves.toBeLessThanOrEqual(25);
    await expect(bar.getByRole('button', { name: 'Check address' }).isVisible()).resolves.toBe(true);
  });

  it("a phone with its text at 200%: the nav bar's actions, the banner's buttons, the home page's cards, the speed advice's button and a policy's long words stay inside the screen; a heading's words stay whole", async () => {
    const visit = textSizeTab(200);
    for (const path of [PATHS.contactUs, PATHS.home, PATHS.nbn, PATHS.financialHardshipPolicy]) {
      const page = await visit(path, PHONE);
      expect(await page.evaluate(lostContent), path).toEqual([]);
    }
    // Every word of a heading whole here too: 'Accessibility' (395px) broke, wider than the h1's 358px.
    const accessibility = await visit(PATHS.accessibility, PHONE);
    expect(await accessibility.evaluate(wordsBrokenOnPage, { selector: 'h1, h2', anyWidth: true })).toEqual([]);
  });

  it("text at 200% on a 320px phone, a tablet and a small laptop: the features, the order summary's total and the sub-navigation stay inside the screen; a desktop shows one plan to a view", async () => {
    // The home page's cards, the nbn plans' choices and Compare boxes and the Flip to Fibre extras at 320px: the walk below.
    const sizes = [
      [{ width: 320, height: 640 }, [PATHS.flipFeatures]],
      // The preselected plan's summary: its total beside its label would not fit.
      [{ width: 768, height: 1024 }, [PATHS.flipToFibre]],
      // The sub-navigation's tabs in one row would not fit: it stays the scrollable bar.
      [{ width: 1024, height: 768 }, [PATHS.flipAboutSpeeds]],
    ] as const;
    const visit = textSizeTab(200);
    for (const [viewport, paths] of sizes) {
      for (const path of paths) {
        const page = await visit(path, viewport);
        expect(await page.evaluate(lostContent), `${path} at ${viewport.width}px`).toEqual([]);
      }
    }
    // A desktop shows the plans as 200% zoom would, one to a view, not four whose names break inside words.
    const desktop = await visit(PATHS.nbn, DESKTOP);
    const plansInView = desktop.locator('.plan-carousel .carousel__slide').evaluateAll((slides) => {
      const view = slides[0]!.closest('.carousel__viewport')!.getBoundingClientRect();
      return slides.filter((slide) => slide.getBoundingClientRect().left >= view.left - 1 && slide.getBoundingClientRect().right <= view.right + 1).length;
    });
    await expect(plansInView).resolves.toBe(1);
  });

  it("text at 200% on a 320px phone, after an address check: the plans the address cannot get and each card's Compare box stay inside the screen; a shared quote's facts, the contact form's error summary and a by-request result keep their words whole", async () => {
    const page = await textSizeTab(200)(PATHS.nbn, { width: 320, height: 640 });
    await checkAddress(page, 'flip-ready-fttn');
    await page.locator('.plans-unavailable__list').first().waitFor();
    expect(await page.evaluate(lostContent)).toEqual([]);
    // The box keeps its square beside its word (it was squeezed to a sliver, the word pushed past the card).
    const boxes = await page.locator('.compare-toggle input').evaluateAll((inputs) => inputs.filter((input) => input.getClientRects().length > 0).map((input) => Math.round(input.getBoundingClientRect().width)));
    expect(boxes.length).toBeGreaterThan(0);
    expect(new Set(boxes)).toEqual(new Set([40]));
    // A shared quote's facts: the long words of its summary link wrap inside their column. Each value goes under its label
    // (beside it, the address had 54px at 320px and 117px at 390px: 'Ec' / 'hid' / 'na'), and what changed keeps its words
    // whole (its padding and indent gave way: 'change' / 'd', '$99.9' / '5/mth').
    const quote = await textSizeTab(200)(quotePathSigned(inject('siteSecrets').QUOTE_SECRET), { width: 320, height: 640 });
    await quote.locator('.quote-summary__facts').waitFor();
    for (const width of [320, 390]) {
      await quote.setViewportSize({ width, height: 640 });
      expect(await quote.evaluate(lostContent)).toEqual([]);
      expect(await quote.evaluate(wordsBrokenInside, '.quote-summary__facts'), `${width}px`).toEqual([]);
      expect(await quote.evaluate(wordsSplitAcrossLines, '.quote-changes h2, .quote-changes li'), `${width}px`).toEqual([]);
    }
    // The contact form sent empty: its error summary, taller than the window, opens at its heading.
    const contact = await textSizeTab(200)(PATHS.contactUs, { width: 320, height: 640 });
    await contact.getByRole('button', { name: /send/i }).click();
    const summary = contact.locator('.form-errors');
    await summary.waitFor();
    await expect.poll(() => summary.evaluate((box) => Math.round(box.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
    expect(await contact.evaluate(wordsBrokenInside, '.form-errors'), 'the error summary').toEqual([]);
    // At a by-request address: the result's heading and the summary's keep each word on one line (their padding gave way).
    const flip = await textSizeTab(200)(PATHS.flipToFibre, { width: 320, height: 640 });
    await checkAddress(flip, 'flip-by-request-no-date');
    await flip.getByText('None of the plans on this page can be ordered at your address.').waitFor();
    expect(await flip.evaluate(wordsSplitAcrossLines, '.address-result__heading, #order-summary h2')).toEqual([]);
  });

  it("a phone with its text at 200%: the order bar keeps to its price and a one-line button, under a fifth of a 320 x 640 window and a seventh of a 390 x 844 one", async () => {
    // A tab each: the first one's plan stays chosen in its session.
    const barShare = async (viewport: typeof PHONE) => {
      const page = await textSizeTab(200)(PATHS.nbn, viewport);
      await page.getByRole('button', { name: 'Choose plan' }).first().click();
      await page.evaluate(() => scrollTo(0, 2400));
      const bar = page.locator('.order-popup--visible');
      await bar.getByRole('button', { name: 'Check address' }).waitFor();
      // docs/product/ordering-and-handoff.md#order-summary: it took 37% and 24% with the padding and lines of a taller
      // window, 26% and 20% with a 2.75rem button.
      return bar.evaluate((popup) => Math.round((popup.getBoundingClientRect().height / innerHeight) * 100));
    };
    expect(await barShare({ width: 320, height: 640 }), '320 x 640').toBeLessThanOrEqual(19);
    expect(await barShare(PHONE), '390 x 844').toBeLessThanOrEqual(14);
  });

  it("a 320px phone with its text at 200%: no page breaks a word its line would hold, and the headings and the boxes that gave way under 20em keep every word whole; the home page's banner and cards, the nbn plans' choices and Compare boxes, the SIM page's intro and cards and the compare table lose nothing", async () => {
    const phone = { width: 320, height: 640 };
    const visit = textSizeTab(200);
    // The steps, the features and a call pack keep every word whole: a feature had 160px ('connected' is 211px), a call pack's
    // terms 198px ('International' 204px). The page's sides gave way too: a phone number ('1300 555 727', kept whole by its
    // no-break spaces) broke in a policy's 216px list. Every price whole: a plan's '$59.95/mth' (268px) broke after its slash
    // in 220px, '$119.95/mth' (302px) was wider than the page's line, and the home page's offer ('$69.95/mth', 258px) had 256px.
    const whole: Record<string, string> = {
      [PATHS.home]: '.flip-offer h2, .how-it-works__step, .flip-offer__price',
      [PATHS.nbn]: '.plan-offer__price',
      [PATHS.flipToFibre]: '.features li',
      [PATHS.homePhone]: '.voice-plan',
      [PATHS.exefix]: '.steps li',
    };
    // Under 20em these boxes' sides and the carousel's gap gave way, so each keeps whole a word the page's line holds: a plan card's
    // 'broadband' (244px) had 220px, a product card's 222px, a link card's 'Ombudsman' (254px) 238px; 'Telecommunications'
    // (413px) still breaks. A speed may break after its slash only: '100/20Mbps' (275px) broke inside in a card's 252px, where
    // Chromium gives no break after a slash; a hero's lead 'ransomware,' (262px) had 240px, a list's 'accommodation' (258px) 248px.
    const pageLine: Record<string, string> = {
      [PATHS.home]: '.product-card__title',
      [PATHS.nbn]: '.plan-offer',
      [PATHS.flipToFibre]: '.plan-offer',
      [PATHS.homeSecure]: '.hero',
      [PATHS.disasterRelief]: '.content-section',
      [PATHS.mobileBroadband]: '.plan-offer',
      [PATHS.complaintsHandlingPolicy]: '.link-card',
    };
    // Under 15em h1 and h2 go down a size (base.css): 'broadband' (342px), 'Accessibility' (395px) and 'Australian' broke in an h1,
    // 'disconnection' (314px) in an h2, all in lines that hold them at the smaller size; 'International' (294px) is wider than the page's 288px.
    const paths = [PATHS.home, PATHS.nbn, PATHS.flipToFibre, PATHS.mobilePhone, PATHS.voipInternational, PATHS.contactUs, PATHS.availability, `${PATHS.compare}?plans=10311,10312`, PATHS.homePhone, PATHS.exefix, PATHS.assistance, PATHS.complaintsHandlingPolicy, PATHS.mobileBroadband, PATHS.homeSecure, PATHS.disasterRelief, PATHS.accessibility, PATHS.standardFormOfAgreement, PATHS.esafety];
    // What else each of these pages keeps at this size, checked on the same visit.
    const alsoKept: Record<string, (page: Page) => Promise<void>> = {
      [PATHS.home]: async (page) => {
        expect(await page.evaluate(lostContent), PATHS.home).toEqual([]);
        // The banner's buttons go under its message (it had 64px beside them); the icon above a card's words (46px beside it).
        expect(await page.evaluate(wordsBrokenInside, '.promo-banner, .product-card'), 'home').toEqual([]);
      },
      [PATHS.nbn]: async (page) => {
        expect(await page.evaluate(lostContent), PATHS.nbn).toEqual([]);
        expect(await page.evaluate(labelsBelowTheirRadios), 'labels below their radios').toEqual([]);
        // Beside a label that wraps a radio kept its size (one was 21px wide, a checkbox 13px), and a card's Compare box its word.
        const boxes = await page.evaluate(() => [...document.querySelectorAll('.choice-group__option input, .extra__switch input, .speed-advice__question input')].filter((input) => input.checkVisibility()).map((input) => `${Math.round(input.getBoundingClientRect().width)}x${Math.round(input.getBoundingClientRect().height)}`));
        expect(new Set(boxes).size, boxes.join(' ')).toBe(1);
        const cut = await page.evaluate(() => [...document.querySelectorAll('.compare-toggle')].filter((toggle) => toggle.checkVisibility() && toggle.scrollWidth > toggle.clientWidth + 1).length);
        expect(cut, 'Compare boxes cut off').toBe(0);
      },
      [PATHS.flipToFibre]: async (page) => expect(await page.evaluate(lostContent), PATHS.flipToFibre).toEqual([]),
      [PATHS.mobilePhone]: async (page) => {
        // The intro's padding was 48px a side, leaving its lead 160px.
        expect(await page.evaluate(wordsBrokenInside, '.hero'), PATHS.mobilePhone).toEqual([]);
        // The SIM cards' lists keep at most the indent they have at the default size: at 48px it left their words 158px of 320, and
        // 'Singapore,', 'Indonesia,' and 'countries:' broke. At 24px, with the card's 24px sides, 'Netherlands,' (205px) had 182px,
        // and 'international', 'Philippines,' and 'Switzerland,' broke too.
        const indents = await page.locator('.plan-card ul').evaluateAll((lists) => lists.map((list) => parseFloat(getComputedStyle(list).paddingLeft)));
        expect(Math.max(...indents), 'the SIM cards\' list indent').toBeLessThanOrEqual(24);
        expect(await page.evaluate(wordsSplitAcrossLines, '.plan-card li')).toEqual([]);
      },
      // The row names, as wide as their longest word, took 260px of the region's 256: no value could be seen beside them.
      [`${PATHS.compare}?plans=10311,10312`]: async (page) => {
        const region = page.locator('.compare__scroll');
        await region.waitFor();
        const valueInView = await region.evaluate((scroller) => {
          scroller.scrollLeft = scroller.scrollWidth;
          const view = scroller.getBoundingClientRect();
          const covers = [...scroller.querySelectorAll('tbody th')].map((name) => name.getBoundingClientRect().right).reduce((a, b) => Math.max(a, b), view.left);
          return [...scroller.querySelectorAll('tbody td')].some((cell) => cell.getBoundingClientRect().right > covers + 1 && cell.getBoundingClientRect().left < view.right);
        });
        expect(valueInView).toBe(true);
      },
    };
    for (const path of paths) {
      const page = await visit(path, phone);
      expect(await page.evaluate(wordsBrokenOnPage, { selector: 'body' }), path).toEqual([]);
      expect(await page.evaluate(wordsBrokenOnPage, { selector: 'h1, h2', pageLine: true }), path).toEqual([]);
      if (whole[path]) expect(await page.evaluate(wordsBrokenOnPage, { selector: whole[path], anyWidth: true }), path).toEqual([]);
      if (pageLine[path]) expect(await page.evaluate(wordsBrokenOnPage, { selector: pageLine[path], pageLine: true }), path).toEqual([]);
      await alsoKept[path]?.(page);
    }
    expect(Object.keys(alsoKept).filter((path) => !paths.includes(path)), 'pages the walk does not visit').toEqual([]);
    // At a Flip to Fibre address (a tab of its own: the address stays checked in its session) the transfer extra's 'connected' (234px) had 224px.
    const flip = await textSizeTab(200)(PATHS.flipToFibre, phone);
    await checkAddress(flip, 'flip-eligible-to-order');
    await flip.getByRole('region', { name: 'Transfer plan' }).waitFor();
    expect(await flip.evaluate(wordsBrokenOnPage, { selector: '.extra', pageLine: true })).toEqual([]);
    // After an address check: why some plans are not offered (its list had 140px, '1000/50Mbps' is 218px), the connection
    // panel ('connection', 248px, had 190px), the plans the address cannot get ('1000/50Mbps', 242px, had 222px), and the order bar.
    const page = await visit(PATHS.nbn, phone);
    await checkAddress(page, 'flip-ready-fttn');
    await page.locator('.plans-not-offered').waitFor();
    expect(await page.evaluate(wordsBrokenOnPage, { selector: '.plans-not-offered', anyWidth: true })).toEqual([]);
    expect(await page.evaluate(wordsBrokenOnPage, { selector: '.your-connection, .plans-unavailable', pageLine: true })).toEqual([]);
    await page.getByRole('button', { name: 'Choose plan' }).first().click();
    await page.evaluate(() => scrollTo(0, 2400));
    await page.locator('.order-popup--visible').waitFor();
    expect(await page.evaluate(wordsBrokenOnPage, { selector: 'body' }), 'after an address check, a plan chosen').toEqual([]);
  });

  it('rate tables on a 320px phone, at the default text size and at 200%: no word breaks that would fit a line whole, nothing lost', async () => {
    const phone = { width: 320, height: 640 };
    const paths = [PATHS.homePhone, `${PATHS.voipInternational}?country=United%20Kingdom`];
    const visitAtDefault = textSizeTab(100);
    for (const path of paths) {
      // At the default size a price ("Unlimited") kept its column too narrow for itself.
      const page = await visitAtDefault(path, phone);
      expect(await page.evaluate(wordsBrokenInside, '.rate-table'), `${path} at 100%`).toEqual([]);
    }
    const visit = textSizeTab(200);
    for (const path of paths) {
      // At 200% two columns of whole words do not fit: each row stacks, its price under its name.
      const page = await visit(path, phone);
      expect(await page.evaluate(wordsBrokenInside, '.rate-table'), `${path} at 200%`).toEqual([]);
      expect(await page.evaluate(lostContent), `${path} at 200%`).toEqual([]);
    }
  });

  it('a desktop with the text at 200%: the nav bar and the cards of a policy page stay inside the screen', async () => {
    await expectNothingLost([PATHS.financialHardshipPolicy, PATHS.nbn], DESKTOP, TEXT_AT_200);
  });
});

describe('a 320px phone with its text at 200%: the result, the references, the order bar and the form fields keep their words readable', () => {
  const SMALL_PHONE = { width: 320, height: 640 };

  it("docs/product/address-check.md#upgrade-by-request: the button to request the fibre upgrade wraps its words in a rounded box, not a circle", async () => {
    // One check per text size, then each width: the shape is the style sheet's, laid out again on a resize.
    const page = await textSizeTab(200)(PATHS.flipToFibre, SMALL_PHONE);
    await checkAddress(page, 'flip-by-request-no-date');
    for (const viewport of [SMALL_PHONE, { width: 360, height: 640 }, PHONE]) {
      await page.setViewportSize(viewport);
      const shape = await page.getByRole('button', { name: 'Request the fibre upgrade' }).evaluate(roundedShape);
      // At 320px its pill's ends met around three lines: a 224 x 180 circle, no side straight.
      expect(shape.lines > 1 && isPillOrRoundedBox(shape), `${viewport.width}px: ${JSON.stringify(shape)}`).toBe(true);
    }
    // At the default size too its two lines keep straight sides; on a wider screen it is a pill on one line. A page for
    // each: the desktop is past the breakpoint, where a resize reloads the page (docs/product/frame.md#resize-reload).
    const lines: number[] = [];
    for (const viewport of [SMALL_PHONE, DESKTOP]) {
      const { page: atDefault } = await site.openPage(PATHS.flipToFibre, { context: { viewport, reducedMotion: 'reduce' } });
      await checkAddress(atDefault, 'flip-by-request-no-date');
      const shape = await atDefault.getByRole('button', { name: 'Request the fibre upgrade' }).evaluate(roundedShape);
      lines.push(shape.lines);
      expect(isPillOrRoundedBox(shape), `${viewport.width}px at 100%: ${JSON.stringify(shape)}`).toBe(true);
    }
    // Both cases were seen: two lines at 320px, one on a desktop.
    expect(lines).toEqual([2, 1]);
  });

  it('docs/product/frame.md#button: a plan card\'s "Choose plan" wraps its words in a rounded box, and a one-line button is still a pill', async () => {
    const page = await textSizeTab(200)(PATHS.nbn, SMALL_PHONE);
    const shape = await page.getByRole('button', { name: 'Choose plan' }).first().evaluate(roundedShape);
    // Its pill's ends met around two lines: a 188 x 125 blob, no side straight. Its corners are now half a tap target.
    expect(shape.lines > 1 && isPillOrRoundedBox(shape), JSON.stringify(shape)).toBe(true);
    const { page: desktop } = await site.openPage(PATHS.nbn, { context: { viewport: DESKTOP, reducedMotion: 'reduce' } });
    await expect(desktop.getByRole('button', { name: 'Choose plan' }).first().evaluate(roundedShape)).resolves.toMatchObject({ lines: 1, straight: 0 });
  });

  it("docs/product/ordering-and-handoff.md#order-summary: a shared quote's and a plan page's prices never break inside themselves, a total over $100 included", async () => {
    // The summary's lines and its total (not the note of what changed since the quote, nested deeper: narrower).
    const brokenPrices = async (summary: Locator) => {
      const total = summary.getByText('Total monthly cost', { exact: true }).locator('..');
      return { total: await total.textContent(), broken: [...(await summary.getByRole('list').first().evaluate(pricesSplitAcrossLines)), ...(await total.evaluate(pricesSplitAcrossLines))] };
    };
    const secret = inject('siteSecrets').QUOTE_SECRET;
    const extras = { modem: true, extender: false, voice: 'unlimited', homeSecure: true, transferPlan: null } as const;
    // The total at 1.25rem broke as '$84.95/m' / 'th' and '$99.95/m' / 'th': each price was 258px in a 224px line.
    for (const [path, total] of [[quotePathSigned(secret), '$99.95/mth'], [quotePathSigned(secret, { extras }), '$105.95/mth']] as const) {
      const page = await textSizeTab(200)(path, SMALL_PHONE);
      const prices = await brokenPrices(page.getByRole('region', { name: 'Your plan and extras' }));
      expect(prices.total).toContain(total);
      expect(prices.broken, total).toEqual([]);
      expect(await page.evaluate(lostContent)).toEqual([]);
    }
    const nbn = await textSizeTab(200)(PATHS.nbn, SMALL_PHONE);
    await nbn.getByRole('button', { name: 'Choose plan' }).first().click();
    await expect(brokenPrices(nbn.getByRole('region', { name: /^And you're done!/ }))).resolves.toMatchObject({ broken: [] });
  });

  it("docs/product/ordering-and-handoff.md#shared-quotes: what changed since a quote, and the note of it beside Order Now, keep every price whole up to $199.95/mth", async () => {
    const secret = inject('siteSecrets').QUOTE_SECRET;
    const { price } = QUOTED_PLAN;
    // Quoted dearer (a special first, then $199.95/mth) or cheaper than today (today's price ends at $105.95/mth with its full stop).
    const quoted = { special: null, freeFirstMonth: false, activationFee: 0, terms: null };
    const quotes = [
      { quoted: { ...quoted, price: price + 100, special: { planPrice: price + 85, months: 6 } } },
      { extras: { modem: true, extender: false, voice: 'unlimited', homeSecure: true, transferPlan: null }, quoted: { ...quoted, price: price - 10 } },
    ] as const;
    const said = new Set<string>();
    for (const quote of quotes) {
      const page = await textSizeTab(200)(quotePathSigned(secret, quote), SMALL_PHONE);
      const orderNow = page.getByRole('region', { name: 'Your plan and extras' }).getByRole('button', { name: 'Order Now' });
      const note = page.locator(`[id="${await orderNow.getAttribute('aria-describedby')}"]`);
      await expect(note.getByText('Ordering now orders the plan as it is today, not as quoted:').count()).resolves.toBe(1);
      // In the note 142px a line broke '$84.95/mth' as '$84.95/m' / 'th'; in the list of changes 206px broke any price of $100 or more.
      for (const list of [page.getByRole('region', { name: 'What changed since this quote' }).getByRole('list'), note.getByRole('list')]) {
        for (const text of await list.getByRole('listitem').allTextContents()) for (const [each] of text.matchAll(/\$[\d.]+\/mth/g)) said.add(each);
        expect(await list.evaluate(pricesSplitAcrossLines)).toEqual([]);
        // The price that ends a sentence keeps its full stop on its line.
        await expect(list.evaluate(linesOfText, '\\$[\\d.]+\\/mth\\.$')).resolves.toMatchObject({ lines: 1 });
        // At the body's size still: the room comes from the sides and the indent.
        await expect(list.evaluate((ul) => getComputedStyle(ul).fontSize)).resolves.toBe('32px');
      }
      expect(await page.evaluate(lostContent)).toEqual([]);
    }
    expect([...said]).toEqual(expect.arrayContaining(['$199.95/mth', '$184.95/mth', '$105.95/mth', '$84.95/mth']));
  });

  it("docs/product/address-check.md#action-button: beside a checked address 'Show results' goes under the box, which keeps its row and a tap target's height, on a plan page and the home page", async () => {
    // At 200% text, and at 100%, where it goes under the box on a 320px phone too.
    for (const percent of [200, 100]) {
      const visit = textSizeTab(percent);
      const page = await visit(PATHS.nbn, SMALL_PHONE);
      await checkAddress(page, 'flip-ready-fttn');
      await page.getByRole('main').getByRole('button', { name: 'Close address check' }).click();
      for (const path of [PATHS.nbn, PATHS.home]) {
        if (path !== PATHS.nbn) await visit(path, SMALL_PHONE);
        const main = page.getByRole('main');
        const button = main.getByRole('button', { name: 'Show results' });
        await button.waitFor();
        // Beside the button the box had 18px of its 236px row; alone on its row, 40px of height at 100%.
        const box = await main.getByRole('combobox', { name: /^Let's start with your address/ }).evaluate((input) => {
          const field = input.parentElement!;
          const style = getComputedStyle(field);
          const row = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const { width, height, bottom } = input.getBoundingClientRect();
          return { share: Math.round((width / row) * 100), height, bottom };
        });
        expect(box.share, `${path} at ${percent}%`).toBeGreaterThanOrEqual(75);
        expect(box.height, `${path} at ${percent}%`).toBeGreaterThanOrEqual(44);
        expect((await button.boundingBox())!.y, `${path} at ${percent}%`).toBeGreaterThanOrEqual(box.bottom);
        expect(await page.evaluate(lostContent), `${path} at ${percent}%`).toEqual([]);
      }
    }
  });

  it("docs/product/content.md#contact: a sent message's and a call-back's reference are never broken inside a group, and show whole; the message's confirmation keeps every word of its lead whole", async () => {
    const contact = await textSizeTab(200)(PATHS.contactUs, SMALL_PHONE);
    await sendContactMessage(contact);
    const sent = contact.getByRole('status').filter({ hasText: 'Your reference is' });
    await sent.waitFor();
    // It ran over three lines, 'KB-' / 'ENB034F' / '1.': now at most after its hyphen, the code whole.
    await expect(sent.evaluate(linesOfText, '(?<=KB-)[0-9A-Z]{8}\\.')).resolves.toMatchObject({ lines: 1 });
    // At 1.25rem "successfully" was 273px in its 230px line: 'successfu' / 'lly'.
    expect(await contact.evaluate(wordsSplitAcrossLines, '.contact-success__text')).toEqual([]);
    expect(await contact.evaluate(lostContent)).toEqual([]);

    const flip = await textSizeTab(200)(PATHS.flipToFibre, SMALL_PHONE);
    await checkAddress(flip, 'flip-by-request-no-date');
    await flip.getByRole('button', { name: 'Request the fibre upgrade' }).click();
    await flip.getByLabel('Your name').fill('Alex Citizen');
    await flip.getByLabel('Phone number').fill('0412 345 678');
    await flip.getByRole('button', { name: 'Send request' }).click();
    const done = flip.getByRole('status').filter({ hasText: 'Your reference is' });
    await done.waitFor({ timeout: 10_000 });
    // 'CB-' / '1A5Y-' / 'KFNM' before. Wider than its box at this size, it breaks only after a hyphen, every group whole,
    // and none of it is hidden (a box that scrolled sideways showed 'CB-5VW', and no key could scroll it).
    for (const group of ['(?<=CB-)[0-9A-Z]{4}', '(?<=CB-[0-9A-Z]{4}-)[0-9A-Z]{4}'])
      await expect(done.evaluate(linesOfText, group)).resolves.toMatchObject({ lines: 1 });
    const reference = done.locator('.call-back__reference');
    await expect(reference.evaluate((box) => box.scrollWidth <= box.clientWidth)).resolves.toBe(true);
    expect(await flip.evaluate(lostContent)).toEqual([]);
  });

  it("docs/product/content.md#contact: a call-back's confirmation keeps every word of its lead whole (a sent message's: the test above)", async () => {
    const flip = await textSizeTab(200)(PATHS.flipToFibre, SMALL_PHONE);
    await checkAddress(flip, 'no-service');
    await flip.getByRole('button', { name: 'Register interest' }).click();
    await flip.getByLabel('Your name').fill('Alex Citizen');
    await flip.getByLabel('Phone number').fill('0412 345 678');
    await flip.getByRole('button', { name: 'Send request' }).click();
    await flip.getByRole('status').filter({ hasText: 'Your reference is' }).waitFor({ timeout: 10_000 });
    // 'Thanks, your interest is registered': 'registere' / 'd', 235px in 198px.
    expect(await flip.evaluate(wordsSplitAcrossLines, '.call-back--done .call-back__title')).toEqual([]);
    expect(await flip.evaluate(lostContent)).toEqual([]);
  });

  it("docs/product/ordering-and-handoff.md#order-summary: with Flip to Fibre's price in steps the order bar takes about a third of a 320 x 640 window and under a quarter of a 390 x 844 one; its price wraps whole, nothing in it scrolls, its button stays a tap target", async () => {
    const orderBar = async (page: Page) => {
      await checkAddress(page, 'flip-eligible-to-order');
      await page.getByRole('button', { name: 'Choose plan' }).first().click();
      await page.evaluate(() => scrollTo(0, 2400));
      await page.locator('.order-popup--visible').waitFor();
      return page.getByRole('complementary', { name: 'Your order' });
    };
    // One order at 200%, then each phone by a resize: the bar's share is its layout's.
    const bar = await orderBar(await textSizeTab(200)(PATHS.flipToFibre, SMALL_PHONE));
    for (const [viewport, most] of [[SMALL_PHONE, 37], [PHONE, 23]] as const) {
      await bar.page().setViewportSize(viewport);
      await bar.page().locator('.order-popup--visible').waitFor();
      // It took 44% and 29% with the price wrapped over its 2.75rem button; then 26% and 20% with the price on one line
      // that scrolled sideways, a box Chromium put in the Tab order with no name, its end out of view.
      const share = await bar.evaluate((popup) => Math.round((popup.getBoundingClientRect().height / innerHeight) * 100));
      expect(share, `% of ${viewport.width} x ${viewport.height}`).toBeLessThanOrEqual(most);
      const scrollers = await bar.evaluate((popup) =>
        [popup, ...popup.querySelectorAll('*')]
          .filter((box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1)
          .filter((box) => /auto|scroll/.test(getComputedStyle(box).overflowX + getComputedStyle(box).overflowY))
          .map((box) => `${box.className}: ${box.scrollWidth} x ${box.scrollHeight} in ${box.clientWidth} x ${box.clientHeight}`),
      );
      expect(scrollers, `${viewport.width}px`).toEqual([]);
      const price = bar.getByText(/^\$[\d.]+\/mth for the first \d+ months, then \$[\d.]+\/mth$/);
      const inView = await price.evaluate((box) => {
        const range = document.createRange();
        range.selectNodeContents(box);
        const edge = box.getBoundingClientRect();
        return [...range.getClientRects()].every((line) => line.left >= edge.left - 1 && line.right <= Math.min(edge.right, innerWidth) + 1);
      });
      expect(inView, `${viewport.width}px: every line of the price inside its box`).toBe(true);
      const button = await bar.getByRole('button', { name: 'Order Now' }).boundingBox();
      expect(button!.height, `${viewport.width}px`).toBeGreaterThanOrEqual(44);
    }
    // At the default size the price wraps whole in view, as before.
    const { page } = await site.openPage(PATHS.flipToFibre, { context: { viewport: SMALL_PHONE, reducedMotion: 'reduce' } });
    const price = (await orderBar(page)).getByText(/^\$[\d.]+\/mth for the first/);
    await expect(price.evaluate((box) => box.scrollWidth <= box.clientWidth)).resolves.toBe(true);
  });

  it("docs/product/address-check.md#address-widget, docs/product/content.md#contact: the address box's placeholder and the contact form's chosen topic show whole", async () => {
    // Each page once, then each width (laid out again on a resize).
    const widths = [SMALL_PHONE, { width: 360, height: 640 }, PHONE];
    const page = await textSizeTab(200)(PATHS.flipToFibre, SMALL_PHONE);
    const box = page.getByRole('main').getByRole('combobox', { name: /^Let's start with your address/ });
    // It showed 'Enter y' of 'Enter your address here...' on one line.
    const placeholder = { element: (await box.elementHandle())!, text: (await box.getAttribute('placeholder'))!, pseudo: '::placeholder' };
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      expect(await page.evaluate(textFitsBox, placeholder), `the placeholder at ${viewport.width}px`).toMatchObject({ fits: true });
      expect(await page.evaluate(lostContent), `${viewport.width}px`).toEqual([]);
    }
    const contact = await textSizeTab(200)(PATHS.contactUs, SMALL_PHONE);
    const topic = contact.getByRole('combobox', { name: 'What is your enquiry about?' });
    for (const viewport of widths) {
      await contact.setViewportSize(viewport);
      // It showed 'Choose a to' and 'The status o'.
      for (const label of ['Choose a topic', 'The status of my order', 'A new service or plan']) {
        await topic.selectOption({ label });
        const chosen = { element: (await topic.elementHandle())!, text: label, pseudo: null };
        expect(await contact.evaluate(textFitsBox, chosen), `'${label}' at ${viewport.width}px`).toMatchObject({ fits: true });
      }
    }
    // At the default size the box keeps its one line.
    const { page: atDefault } = await site.openPage(PATHS.flipToFibre, { context: { viewport: SMALL_PHONE, reducedMotion: 'reduce' } });
    const oneLine = atDefault.getByRole('main').getByRole('combobox', { name: /^Let's start with your address/ });
    await expect(oneLine.evaluate((input) => Math.round(input.getBoundingClientRect().height))).resolves.toBeLessThanOrEqual(44);
  });
});
