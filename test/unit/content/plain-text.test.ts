import { describe, expect, it } from 'vitest';
import { MAX_CONTENT_LENGTH, plainParagraphs } from '../../../domain/content/plain-text';

describe('plainParagraphs: server text as plain paragraphs, never HTML', () => {
  it('splits plain text on line breaks and drops blank lines', () => {
    expect(plainParagraphs('第一段\n\n  第二段  \r\n第三段\n')).toEqual(['第一段', '第二段', '第三段']);
  });

  it('ends a paragraph at <br> and block ends, and drops every other tag', () => {
    expect(plainParagraphs('<p>开服<b>公告</b></p><div>十点<br/>见</div><ul><li>一</li><li>二</li></ul><h2>标题</h2>')).toEqual(['开服公告', '十点', '见', '一', '二', '标题']);
  });

  it('drops scripts and styles with their content, and tags with event handlers', () => {
    expect(plainParagraphs('<script>alert(1)</script><style>p{}</style><img src=x onerror="alert(2)">安全')).toEqual(['安全']);
  });

  it('decodes the common entities, so escaped markup reads as text', () => {
    expect(plainParagraphs('a &amp; b &lt;script&gt; &quot;c&quot; &#39;d&#39; &#x4E2D;&nbsp;e &bogus;')).toEqual(['a & b <script> "c" \'d\' 中 e &bogus;']);
  });
});

describe('plainParagraphs on hostile input: linear time, capped (issue 26, finding 4)', () => {
  // A hang guard, not a speed goal: quadratic scanning takes about 13 s on these 100,000 characters,
  // a linear one a few ms; 1000 ms leaves a wide margin for a busy machine.
  it.each([
    ['"<" without ">"', '<'.repeat(100_000)],
    ['tags never closed', '<a'.repeat(50_000)],
    ['scripts never closed', '<script></'.repeat(10_000)],
    ['whitespace after "<"', `<${' '.repeat(100_000)}`],
    ['entities without ";"', '&#x1'.repeat(25_000)],
  ])('reads 100,000 characters of %s in well under a second', (_, input) => {
    const started = performance.now();
    plainParagraphs(input);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it(`reads at most the first ${MAX_CONTENT_LENGTH.toLocaleString('en')} characters of an article`, () => {
    const article = `${'a'.repeat(MAX_CONTENT_LENGTH - 2)}\nb\nleft out`;
    expect(plainParagraphs(article)).toEqual(['a'.repeat(MAX_CONTENT_LENGTH - 2), 'b']);
  });

  it('keeps what the old rules did on ordinary markup: unclosed tags and scripts, odd spacing, case', () => {
    expect(plainParagraphs('前<b>中</B>后 1 < 2 and 3 > 2')).toEqual(['前中后 1  2']);
    expect(plainParagraphs('a<SCRIPT type="x">hidden</script >b<style>p{}</STYLE>c')).toEqual(['abc']);
    expect(plainParagraphs('<script>never closed<p>shown</p>')).toEqual(['never closedshown']);
    expect(plainParagraphs('one< br />two<BR>three</ P >four')).toEqual(['one', 'two', 'three', 'four']);
    expect(plainParagraphs('<scripty>kept</scripty>text < no end')).toEqual(['kepttext < no end']);
  });

  it('ends a line at a <br> with attributes too', () => {
    expect(plainParagraphs('four<br class="x">five')).toEqual(['four', 'five']);
  });
});
