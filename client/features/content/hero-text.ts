// One heading per page. A content hero has a title and a lead; shown under the page's h1, the title
// read as a second heading stacked on the first ('nbn plans' over 'Unlimited nbn, no lock-in',
// 'Flip to Fibre' over 'Flip to Fibre, free'). So the title either becomes the h1, when it says the
// page's heading and more, or opens the lead as its first sentence; a title that only repeats the
// heading is left out.

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
