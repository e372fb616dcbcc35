// One heading per page (docs/product/content.md#content-fields): a hero's title becomes the h1 when it says the
// page's heading and more, else opens the lead; one that only repeats the heading is left out.

const same = (text: string) => text.trim().toLowerCase();
const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The page's h1 (`heading`) and the paragraph under it (`lead`). */
export function heroText(pageHeading: string, hero: { title: string; lead: string }): { heading: string; lead: string } {
  const title = same(hero.title);
  const heading = same(pageHeading);
  if (title === '' || title === heading) return { heading: pageHeading, lead: hero.lead };
  if (title.includes(heading)) return { heading: hero.title.trim(), lead: hero.lead };
  return { heading: pageHeading, lead: `${asSentence(hero.title)} ${hero.lead}` };
}
