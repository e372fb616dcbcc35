// Reads a PDF as a reader's software does (pdfjs, the engine of Firefox's viewer): its text line by
// line, its metadata, whether it is tagged and its structure, and where its links point. The CIS
// tests check what a customer reads, not the bytes a writer produced.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface StructNode {
  role?: string;
  children?: StructNode[];
}

export interface PdfReading {
  /** Every line of every page, as laid out (a wrapped sentence spans lines). */
  lines: string[];
  /** The lines joined by spaces, whitespace collapsed: sentences whole again. */
  text: string;
  title: string | undefined;
  language: string | undefined;
  tagged: boolean;
  displayTitle: boolean;
  /** The structure tree of each page (null when the page has none). */
  structure: (StructNode | null)[];
  /** The target of every link annotation. */
  linkTargets: string[];
  pages: number;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const lines: string[] = [];
    const structure: (StructNode | null)[] = [];
    const linkTargets: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      let line = '';
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line.trim());
          line = '';
        }
      }
      if (line.trim()) lines.push(line.trim());
      structure.push((await page.getStructTree()) as StructNode | null);
      for (const annotation of (await page.getAnnotations()) as { subtype?: string; url?: string }[])
        if (annotation.subtype === 'Link' && annotation.url) linkTargets.push(annotation.url);
    }
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } };
    const preferences = (await pdf.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
    const markInfo = await pdf.getMarkInfo();
    return {
      lines: lines.filter(Boolean),
      text: lines.join(' ').replace(/\s+/g, ' ').trim(),
      title: info.Title,
      language: info.Language,
      tagged: markInfo?.Marked === true,
      displayTitle: preferences?.DisplayDocTitle === true,
      structure,
      linkTargets,
      pages: pdf.numPages,
    };
  } finally {
    await pdf.destroy();
  }
}

/** The roles of a structure tree, depth first: ['Document', 'H1', 'P', ...]. */
export function structureRoles(node: StructNode | null): string[] {
  if (!node) return [];
  return [...(node.role ? [node.role] : []), ...(node.children ?? []).flatMap(structureRoles)];
}
