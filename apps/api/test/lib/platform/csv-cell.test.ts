import t from 'tap';
import { csvCell } from '../../../src/lib/platform/csv-cell.ts';

t.test('a salesperson name that a spreadsheet would run as a formula is written inert, full-width forms included', async (t) => {
  const attacks = ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', ' =1', '\uFF1DHYPERLINK("http://x")', '\uFF0B1', '\uFF0D1', '\uFF20SUM(A1)', '\uFE66cmd', '\u200B=1+1', '\uFEFF=1'];
  for (const name of attacks) {
    const cell = csvCell(name);
    t.ok(cell.startsWith(`"'`), `${JSON.stringify(name)} → ${cell}`);
    t.equal(cell.slice(2, -1).replace(/""/g, '"'), name, 'the text itself is kept');
  }
});

t.test('ordinary names and numbers are only quoted', async (t) => {
  t.equal(csvCell('Ana Smith'), '"Ana Smith"');
  t.equal(csvCell('O"Neil'), '"O""Neil"');
  t.equal(csvCell(12.5), '"12.5"');
  t.equal(csvCell('Ａｎａ'), '"Ａｎａ"');
});
