import { describe, expect, it } from 'vitest';
import { pageContentSchema, servicePageContentSchema } from '../../shared/schemas/content';
import { parseCopy, readCopyFile } from './markdown-pages';

const VALUES = { brand: { name: 'Kookaburra Internet' }, path: { nbn: '/broadband/nbn' }, fee: null, rows: [{ label: 'A', value: 'B' }] };
const page = (body: string) => `---\ntitle: About {{brand.name}}\ndescription: Who we are.\n---\n${body}`;

describe('the embedded CMS reads a Markdown page into its document (docs/architecture.md#the-embedded-provider)', () => {
  it('reads front matter, sections, lists and item blocks in the file’s order, filling placeholders', () => {
    const markdown = page(
      [
        '<!-- why this page exists -->',
        '## Who we are',
        '',
        'We connect homes.',
        'Since long ago.',
        '',
        'Second&nbsp;paragraph.',
        '',
        '- one',
        '- {{fee}}',
        '',
        '## Gone while there is no fee',
        '',
        '{{fee}}',
        '',
        '# links: Where to next',
        '',
        '- :nbn: [nbn]({{path.nbn}}): Plans for {{brand.name}} customers',
        '',
        '# data',
        '',
        '{{rows}}',
      ].join('\n'),
    );
    const parsed = parseCopy(markdown, pageContentSchema, VALUES);
    expect(JSON.stringify(parsed)).toBe(
      JSON.stringify({
        title: 'About Kookaburra Internet',
        description: 'Who we are.',
        sections: [{ heading: 'Who we are', paragraphs: ['We connect homes. Since long ago.', 'Second\u00a0paragraph.'], list: ['one'] }],
        linksHeading: 'Where to next',
        links: [{ url: '/broadband/nbn', title: 'nbn', description: 'Plans for Kookaburra Internet customers', icon: 'nbn' }],
        data: [{ label: 'A', value: 'B' }],
      }),
    );
  });

  it('fails loudly on an unknown placeholder, text it does not place, an unknown block or an invalid document', () => {
    expect(() => parseCopy(page('## A\n\nCall {{phone.support}}.'), pageContentSchema, VALUES)).toThrow('unknown placeholder {{phone.support}}');
    expect(() => parseCopy(page('## A\n\n{{brand}}'), pageContentSchema, VALUES)).toThrow('{{brand}} is not text');
    expect(() => parseCopy(page('Text before any section.'), pageContentSchema, VALUES)).toThrow('has text its format does not place');
    expect(() => parseCopy(page('# terms: A heading\n\n- one'), pageContentSchema, VALUES)).toThrow('has text its format does not place');
    expect(() => parseCopy(page('# colours\n\n- red'), pageContentSchema, VALUES)).toThrow('no field "# colours"');
    expect(() => parseCopy(page('# links\n\n- not an item'), pageContentSchema, VALUES)).toThrow('"not an item" is not an item');
    expect(() => parseCopy(page('## A\n\nText.'), servicePageContentSchema, VALUES)).toThrow('not a valid document');
    expect(() => parseCopy('---\ntitle: T\ndescription: D\nsubtitle: S\n---\n', pageContentSchema, VALUES)).toThrow('a field its contract does not name');
  });

  it('names the file that fails', () => {
    expect(() => readCopyFile('pages/about-us.md', pageContentSchema, {})).toThrow(/^provider\/content\/pages\/pages\/about-us\.md: unknown placeholder/);
  });
});
