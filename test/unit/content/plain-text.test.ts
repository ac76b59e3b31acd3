import { describe, expect, it } from 'vitest';
import { plainParagraphs } from '../../../domain/content/plain-text';

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
