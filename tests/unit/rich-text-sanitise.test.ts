import { describe, expect, it } from 'vitest';
import { safeHref, sanitiseRichText } from '../../server/http/rich-text.ts';
import { richTextLength } from '../../src/schema/rich-text.ts';

describe('sanitiseRichText', () => {
  it('keeps the allow-listed formatting, lower-cased and balanced', () => {
    expect(sanitiseRichText('<P>Uno <STRONG>dos</STRONG> <em>tres</em><br/>cuatro</P><h2>T</h2><blockquote>c</blockquote>')).toBe(
      '<p>Uno <strong>dos</strong> <em>tres</em><br>cuatro</p><h2>T</h2><blockquote>c</blockquote>',
    );
    expect(sanitiseRichText('<ul><li>a</li><li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitiseRichText('<p><b>sin cerrar')).toBe('<p><b>sin cerrar</b></p>');
    expect(sanitiseRichText('</p>suelto</b>')).toBe('suelto');
  });

  it('drops every attribute but a safe link’s href, and adds rel and target to links', () => {
    expect(sanitiseRichText('<p class="x" style="color:red" onclick="alert(1)">a</p>')).toBe('<p>a</p>');
    expect(sanitiseRichText('<a href="https://ejemplo.com/?q=1&amp;r=2" onclick="x()" title="t">l</a>')).toBe(
      '<a href="https://ejemplo.com/?q=1&amp;r=2" rel="noopener noreferrer nofollow" target="_blank">l</a>',
    );
    expect(sanitiseRichText("<a href='mailto:ana@ejemplo.com'>m</a>")).toBe('<a href="mailto:ana@ejemplo.com" rel="noopener noreferrer nofollow" target="_blank">m</a>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/relativo',
    '//otro.example/x',
    'https://',
  ])('refuses the link target %s (the link stays, without href)', (href) => {
    expect(sanitiseRichText(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('drops script, style, iframe, svg and the like with their content; other unknown tags keep their text', () => {
    expect(sanitiseRichText('a<script>alert(1)</script>b<style>p{}</style>c<iframe src=x>i</iframe>d<svg><a href="https://x.y">z</a></svg>e')).toBe('abcde');
    expect(sanitiseRichText('<div><span>texto</span></div><img src=x onerror=alert(1)><h1>t</h1>')).toBe('textot');
    expect(sanitiseRichText('x<script>never closed')).toBe('x');
  });

  it('escapes text so nothing in it can become markup', () => {
    expect(sanitiseRichText('1 < 2 > 0 & "c"')).toBe('1 &lt; 2 &gt; 0 &amp; &quot;c&quot;');
    expect(sanitiseRichText('&lt;script&gt; &amp; &nbsp; &#233;')).toBe('&lt;script&gt; &amp; &nbsp; &#233;');
    expect(sanitiseRichText('<img src=x onerror=alert(1)')).toBe('&lt;img src=x onerror=alert(1)');
    // The nested trick: the inner script goes with its content, what is left is text.
    expect(sanitiseRichText('<<script>script>alert(1)<</script>/script>')).toBe('&lt;/script&gt;');
    expect(sanitiseRichText('<!-- <script>alert(1)</script> -->ok<!DOCTYPE html><?xml x?>')).toBe('ok');
  });

  it('an attribute holding ">" does not end the tag early', () => {
    expect(sanitiseRichText('<p title="a>b" onclick="x">t</p>')).toBe('<p>t</p>');
    expect(sanitiseRichText('<a href="https://x.y/a>b">t</a>')).toBe('<a href="https://x.y/a%3Eb" rel="noopener noreferrer nofollow" target="_blank">t</a>');
  });

  it('is idempotent: sanitising its own output changes nothing', () => {
    const inputs = ['<p onclick=x>a<a href="https://x.y?a=1&b=2">b</a></p><script>x</script>', '1 < 2 & 3', '<ul><li>x<li>y</ul>'];
    for (const input of inputs) {
      const once = sanitiseRichText(input);
      expect(sanitiseRichText(once)).toBe(once);
    }
  });

  it('keeps the text length the rule counts', () => {
    const html = '<p>Quince letras. <strong>Más</strong></p>';
    expect(richTextLength(sanitiseRichText(html))).toBe(richTextLength(html));
  });
});

describe('safeHref', () => {
  it('normalises what it keeps', () => {
    expect(safeHref('https://ejemplo.com')).toBe('https://ejemplo.com/');
    expect(safeHref('HTTP://Ejemplo.com/A b')).toBe('http://ejemplo.com/A%20b');
    expect(safeHref('ftp://ejemplo.com')).toBeNull();
  });
});
