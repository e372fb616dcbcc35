// The CMS's copy, a Markdown file per document (docs/architecture.md#the-embedded-provider); what it cannot place fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ZodType } from 'zod';

/** The project root (the folder with package.json), from source (provider/cms/) or a build (dist/server/). */
function projectRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}
const CONTENT_DIR = path.join(projectRoot(), 'provider/content/pages');

/** Every document the CMS has, by section: a file <section>/<page>.md (partials/ and nav.md are not documents). */
export function copyDocuments(): Record<string, string[]> {
  const sections = readdirSync(CONTENT_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'partials');
  return Object.fromEntries(sections.map(({ name }) => [name, readdirSync(path.join(CONTENT_DIR, name)).map((file) => file.replace(/\.md$/, '')).sort()]));
}

interface Part {
  /** `# field: heading` for a block's first part, `## heading` for the others. */
  heading: string | undefined;
  paragraphs: string[];
  list: string[];
  rows: string[][];
}
interface Block {
  field: string;
  /** The text before the first `##`, then one part per `##`. */
  parts: [Part, ...Part[]];
}

const fail = (message: string): never => {
  throw new Error(message);
};
const taken = <T>(items: T[]): T[] => items.splice(0);
const headingOf = (part: Part | undefined): string | undefined => {
  const heading = part?.heading;
  if (part) part.heading = undefined;
  return heading;
};

const WHOLE_PLACEHOLDER = /^\{\{([\w.]+)\}\}$/;

function parseBody(text: string): Block[] {
  const blocks: Block[] = [];
  let block: Block | undefined;
  let inParagraph = false;
  const newPart = (heading?: string): Part => ({ heading, paragraphs: [], list: [], rows: [] });
  // A document's body opens in its sections: `##` before any `#` is a section.
  const current = (): Block => (block ??= blocks[blocks.push({ field: 'sections', parts: [newPart()] }) - 1]!);
  const part = (): Part => current().parts.at(-1)!;
  for (const line of text.split('\n')) {
    const field = /^# (\w+)(?:: (.+))?$/.exec(line);
    const heading = /^## (.+)$/.exec(line);
    if (field) blocks.push((block = { field: field[1]!, parts: [newPart(field[2])] }));
    else if (heading) current().parts.push(newPart(heading[1]));
    else if (line.startsWith('- ')) part().list.push(line.slice(2));
    else if (line.startsWith('|')) {
      if (!/^[|\s:-]+$/.test(line)) part().rows.push(line.slice(1, -1).split('|').map((cell) => cell.trim()));
    } else if (line.trim() !== '') {
      const { paragraphs } = part();
      // Lines of one paragraph are joined, as Markdown renders them.
      if (inParagraph) paragraphs[paragraphs.length - 1] += ` ${line}`;
      else paragraphs.push(line);
    }
    inParagraph = line.trim() !== '' && !field && !heading && !line.startsWith('- ') && !line.startsWith('|');
  }
  return blocks;
}

export type CopyValues = Readonly<Record<string, unknown>>;

/** Reads `file` (relative to provider/content/pages/, its `{{> partial}}` lines from partials/) into a document its contract keeps whole. */
export function readCopyFile<T>(file: string, contract: ZodType<T>, values: CopyValues): T {
  try {
    const text = readFileSync(path.join(CONTENT_DIR, file), 'utf8').replace(/^\{\{> ([\w-]+)\}\}$/gm, (_, partial: string) =>
      readFileSync(path.join(CONTENT_DIR, 'partials', `${partial}.md`), 'utf8').trimEnd(),
    );
    return parseCopy(text, contract, values);
  } catch (error) {
    throw new Error(`provider/content/pages/${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** One document's Markdown, its placeholders filled from `values`, as its contract keeps it whole. */
export function parseCopy<T>(markdown: string, contract: ZodType<T>, values: CopyValues): T {
  const valueOf = (name: string): unknown =>
    name.split('.').reduce<unknown>((value, key) => {
      if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) fail(`unknown placeholder {{${name}}}`);
      return (value as Record<string, unknown>)[key];
    }, values);
  /** A placeholder that is all of an item whose value is null (an offer the catalogue does not make) leaves the item out. */
  const fill = (text: string | undefined): string | undefined | null => {
    if (text === undefined) return undefined;
    const whole = WHOLE_PLACEHOLDER.exec(text);
    if (whole && valueOf(whole[1]!) === null) return null;
    return text
      .replace(/\{\{([^}]*)\}\}/g, (_, name: string) => {
        const value = valueOf(name);
        return typeof value === 'string' || typeof value === 'number' ? String(value) : fail(`{{${name}}} is not text`);
      })
      .replaceAll('&nbsp;', '\u00a0');
  };
  const fillAll = (texts: string[]): string[] => texts.map(fill).filter((text): text is string => typeof text === 'string');
  /** A section whose paragraphs all fill to null goes with them. */
  const sections = (parts: Part[]) =>
    parts.flatMap((part) => {
      const [written, heading, list] = [taken(part.paragraphs), fill(headingOf(part)), fillAll(taken(part.list))];
      const paragraphs = fillAll(written);
      if (written.length > 0 && paragraphs.length === 0) return [];
      return [list.length > 0 ? { heading, paragraphs, list } : { heading, paragraphs }];
    });
  const ITEM = /^(?::([\w-]+): )?(?:\[(.+?)\]\((\S+?)\)|\*\*(.+?)\*\*)(?:: (.+))?$/;
  /** `- :icon: [title](url): description`, `- :icon: **title**: description` or `- **label**: value`, as `keys` name them. */
  const item = (line: string, keys: string[]) => {
    const [, icon, linkTitle, url, boldTitle, description] = ITEM.exec(line) ?? fail(`"${line}" is not an item`);
    const fields: Record<string, string | undefined> = { icon, url, title: linkTitle ?? boldTitle, description, label: boldTitle, value: description };
    return Object.fromEntries(keys.map((key) => [key, fill(fields[key])]));
  };
  /** A list of items, or the catalogue's own list when the block is one placeholder. */
  const items = (keys: string[]) => (block: Block) => {
    const [lead] = block.parts;
    const computed = lead.paragraphs.length === 1 ? WHOLE_PLACEHOLDER.exec(lead.paragraphs[0]!) : null;
    if (computed) taken(lead.paragraphs);
    return computed ? valueOf(computed[1]!) : taken(lead.list).map((line) => item(line, keys));
  };
  const NAV_ITEM = ['url', 'title', 'description', 'icon'];
  const strings = (block: Block) => fillAll(taken(block.parts[0].list));
  const voicePlan = ({ parts: [lead, rates] }: Block) => ({
    title: fill(headingOf(lead)),
    description: fill(lead.paragraphs.shift()),
    subHeading: fill(headingOf(rates)),
    table: { headings: fillAll(rates?.rows.shift() ?? []), rows: taken(rates?.rows ?? []).map(fillAll) },
    terms: fillAll(taken(rates?.list ?? [])),
  });
  // Each block's field or fields, in the document's order (a block's heading names the list it heads).
  const BLOCKS: Record<string, (block: Block) => Record<string, unknown>> = {
    sections: (block) => ({ sections: sections(block.parts.slice(1)) }),
    hero: ({ parts: [lead] }) => ({ hero: { title: fill(headingOf(lead)), lead: fill(lead.paragraphs.shift()) } }),
    whyUpgrade: (block) => ({ whyUpgrade: { heading: fill(headingOf(block.parts[0])), sections: sections(block.parts.slice(1)) } }),
    faqs: (block) => {
      const heading = fill(headingOf(block.parts[0]));
      const faqs = block.parts.slice(1).map((part) => [fill(headingOf(part)), ...fillAll(taken(part.paragraphs))]);
      return heading ? { faqsHeading: heading, faqs } : { faqs };
    },
    links: (block) => {
      const heading = fill(headingOf(block.parts[0]));
      const links = items(NAV_ITEM)(block);
      return heading ? { linksHeading: heading, links } : { links };
    },
    promotions: (block) => ({ promotions: items(NAV_ITEM)(block) }),
    features: (block) => ({ features: items(['title', 'description', 'icon'])(block) }),
    steps: (block) => ({ steps: items(['icon', 'title', 'description'])(block) }),
    data: (block) => ({ data: items(['label', 'value'])(block) }),
    ...Object.fromEntries(['terms', 'thingsToKnow', 'needToKnow'].map((field) => [field, (block: Block) => ({ [field]: strings(block) })])),
    ...Object.fromEntries(['payg', 'unlimited'].map((field) => [field, (block: Block) => ({ [field]: voicePlan(block) })])),
    // The nav payload: menu items under their group's `##`, footer lists under their key's (`business.voip`).
    items: (block) => ({
      items: block.parts.slice(1).flatMap((part) => {
        const group = fill(headingOf(part));
        return taken(part.list).map((line) => ({ ...item(line, NAV_ITEM), group }));
      }),
    }),
    footer: (block) => {
      const footer: Record<string, unknown> = {};
      for (const part of block.parts.slice(1)) {
        const keys = (headingOf(part) ?? '').split('.');
        const list = keys.slice(0, -1).reduce((at, key) => (at[key] ??= {}) as Record<string, unknown>, footer);
        list[keys.at(-1)!] = taken(part.list).map((line) => item(line, ['url', 'title']));
      }
      return { footer };
    },
  };

  const text = markdown.replace(/^<!--[\s\S]*?-->\n/gm, '');
  const [, front = '', body = ''] = /^(?:---\n([\s\S]*?)\n---\n)?([\s\S]*)$/.exec(text)!;
  const document: Record<string, unknown> = {};
  for (const line of front.split('\n').filter(Boolean)) {
    const [, key = '', value] = /^(\w+): (.+)$/.exec(line) ?? fail(`"${line}" is not a front matter line (key: value)`);
    document[key] = fill(value);
  }
  for (const block of parseBody(body)) {
    Object.assign(document, (BLOCKS[block.field] ?? fail(`no field "# ${block.field}"`))(block));
    const left = block.parts.find((part) => part.heading !== undefined || part.paragraphs.length + part.list.length + part.rows.length > 0);
    if (left) fail(`"# ${block.field}" has text its format does not place: ${JSON.stringify(left)}`);
  }
  const read = contract.safeParse(document);
  if (!read.success) fail(`not a valid document: ${read.error.message}`);
  if (!isDeepStrictEqual(read.data, document)) fail('a field its contract does not name');
  return document as T;
}
