// A CIS as a tagged A4 PDF in embedded DejaVu Sans (docs/decisions/036-cis-pdfs-with-pdfkit-and-an-embedded-font.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import { SITE_BRAND } from '../../../shared/site-config';
import type { CisBlock, CisDocument } from './cis-document';

/** The dejavu-fonts-ttf package's fonts (a production dependency), resolved at run time. */
const FONT_FILES = { regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' } as const;

type FontName = keyof typeof FONT_FILES;

let fontData: Record<FontName, Buffer> | undefined;

/** Read once, on the first summary: every later document embeds from memory. */
function fonts(): Record<FontName, Buffer> {
  if (!fontData) {
    const require = createRequire(import.meta.url);
    fontData = { regular: readFileSync(require.resolve(FONT_FILES.regular)), bold: readFileSync(require.resolve(FONT_FILES.bold)) };
  }
  return fontData;
}

const PAGE = { size: 'A4', margin: 56 } as const;
const STYLE = {
  title: { font: 'bold', size: 18, gapAfter: 10 },
  heading: { font: 'bold', size: 12, gapAfter: 4 },
  body: { font: 'regular', size: 10, gapAfter: 6 },
} as const satisfies Record<string, { font: FontName; size: number; gapAfter: number }>;
const LINK_COLOUR = '#1a4f8b';
const TEXT_COLOUR = '#000000';

/** Room a heading needs below it (itself and two body lines), so it never ends a page alone. */
const HEADING_KEEP_WITH_NEXT = 60;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

function writeBlock(doc: Doc, parent: Struct, block: CisBlock): void {
  if (block.kind === 'heading') {
    if (doc.y + HEADING_KEEP_WITH_NEXT > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.moveDown(0.5);
    parent.add(doc.struct('H2', {}, () => doc.font('bold').fontSize(STYLE.heading.size).fillColor(TEXT_COLOUR).text(block.text)));
    doc.moveDown(STYLE.heading.gapAfter / STYLE.heading.size);
    return;
  }
  doc.font('regular').fontSize(STYLE.body.size).fillColor(TEXT_COLOUR);
  if (block.kind === 'list') {
    const list = doc.struct('L');
    parent.add(list);
    doc.list(block.items, { structParent: list, bulletRadius: 1.5, textIndent: 12, bulletIndent: 4 });
    list.end();
  } else {
    // A paragraph is one P; each link is a Link element inside it, its annotation attached to it.
    const children = block.runs.map((run, index) => {
      const continued = index < block.runs.length - 1;
      if (typeof run === 'string') return () => doc.fillColor(TEXT_COLOUR).text(run, { continued });
      return doc.struct('Link', { alt: run.href }, () => doc.fillColor(LINK_COLOUR).text(run.href, { continued, link: run.href, underline: true }));
    });
    parent.add(doc.struct('P', {}, children));
  }
  doc.moveDown(STYLE.body.gapAfter / STYLE.body.size);
}

/** The PDF of one summary; pdfkit is loaded with the first, not with every start. */
export async function renderCisPdf(cis: CisDocument): Promise<Uint8Array<ArrayBuffer>> {
  const { default: PDFDocument } = await import('pdfkit');
  const { regular, bold } = fonts();
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-AU',
    displayTitle: true,
    info: { Title: cis.title, Author: SITE_BRAND.legalName, Subject: 'Critical Information Summary', Creator: SITE_BRAND.name },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))).on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  root.add(doc.struct('H1', {}, () => doc.font('bold').fontSize(STYLE.title.size).fillColor(TEXT_COLOUR).text(cis.title)));
  doc.moveDown(STYLE.title.gapAfter / STYLE.title.size);
  for (const block of cis.blocks) writeBlock(doc, root, block);
  root.end();
  doc.end();
  return done;
}

/** The summaries made, by their document (each is laid out once: ADR 036); a failed render is forgotten. */
export function createCisPdfCache(): (cis: CisDocument) => Promise<Uint8Array<ArrayBuffer>> {
  const made = new LRUCache<string, Promise<Uint8Array<ArrayBuffer>>>({ max: 200 });
  return (cis) => {
    const key = JSON.stringify(cis);
    const cached = made.get(key);
    if (cached) return cached;
    const pdf = renderCisPdf(cis);
    made.set(key, pdf);
    pdf.catch(() => made.delete(key));
    return pdf;
  };
}
