// A small, dependency-free PDF writer for text documents (Critical Information Summaries):
// A4 pages, the standard Helvetica fonts, wrapped lines. Enough for a plain, accessible summary.

export interface PdfLine {
  text: string;
  style?: 'title' | 'heading' | 'body';
}

const PAGE = { width: 595, height: 842, margin: 56 };
const STYLE = {
  title: { font: 'F2', size: 18, leading: 26, wrap: 48 },
  heading: { font: 'F2', size: 12, leading: 20, wrap: 80 },
  body: { font: 'F1', size: 10, leading: 14, wrap: 100 },
} as const;

/** PDF strings are Latin-1 here: typographic characters become their ASCII look-alikes. */
function toPdfText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/([\\()])/g, '\\$1');
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

export function writePdf(title: string, lines: PdfLine[]): Uint8Array<ArrayBuffer> {
  // Lay the lines out on pages.
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const style = STYLE[line.style ?? 'body'];
    if (line.style === 'heading') y -= 6;
    for (const part of wrap(line.text, style.wrap)) {
      if (y - style.leading < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= style.leading;
      pages.at(-1)!.push(`BT /${style.font} ${style.size} Tf ${PAGE.margin} ${y} Td (${toPdfText(part)}) Tj ET`);
    }
  }

  const objects: string[] = [];
  const add = (body: string) => objects.push(body) ;
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const firstPage = 5;
  const kids = pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  pages.forEach((content, i) => {
    const stream = content.join('\n');
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`,
    );
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
  const info = objects.length + 1;
  add(`<< /Title (${toPdfText(title)}) /Producer (provider-website) >>`);

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
