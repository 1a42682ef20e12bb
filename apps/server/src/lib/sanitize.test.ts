import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

/** Classic and obfuscated XSS payloads (OWASP cheat sheet and browser-quirk collections). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/x">protocol relative</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<select onfocus=alert(1) autofocus>',
  '<textarea onfocus=alert(1) autofocus>',
  '<keygen onfocus=alert(1) autofocus>',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1));">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<table background="javascript:alert(1)">',
  '<td background="javascript:alert(1)">',
  '<p onclick="alert(1)">para</p>',
  '<strong onmouseenter=alert(1)>bold</strong>',
  '<li onpointerdown=alert(1)>item</li>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img """><script>alert(1)</script>">',
  '<img src="x" /onerror="alert(1)">',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java\0script:alert(1)">x</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<template><script>alert(1)</script></template>',
  '"><script>alert(String.fromCharCode(88,83,83))</script>',
];

describe('sanitizeRichText', () => {
  it(`has at least 50 payloads to test (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(
      /<(iframe|object|embed|svg|math|style|link|meta|base|form|input|img|video|audio)\b/i,
    );
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/(javascript|vbscript|data):/i);
    expect(clean).not.toMatch(/href="\/\//i);
    expect(clean).not.toMatch(/style=/i);
  });

  it('keeps the formatting editors use', () => {
    const html =
      '<h3>Services</h3><p>We offer <strong>cardiology</strong>, <em>oncology</em> and <u>more</u>.</p><ul><li>One</li><li>Two</li></ul><p><a href="https://amanah.example/care" title="Care">Read</a> or <a href="mailto:info@amanah.example">write</a>.</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('makes a link that opens a new tab safe', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['_BLANK with rel=opener', '<a href="https://x.example" target="_BLANK" rel="opener">x</a>', '_BLANK'],
    ['a named window', '<a href="https://x.example" target="w1">x</a>', 'w1'],
    [
      '_blank with rel=OPENER nofollow',
      '<a href="https://x.example" target="_blank" rel="OPENER nofollow">x</a>',
      '_blank',
    ],
    [
      '_self with rel=noreferrer',
      '<a href="https://x.example" target="_self" rel="noreferrer">x</a>',
      '_self',
    ],
  ])('gives any target rel="noopener noreferrer" and drops opener: %s', (_what, html, target) => {
    const clean = sanitizeRichText(html);
    expect(clean).toContain(`target="${target}"`);
    expect(clean).toMatch(/ rel="(nofollow )?noopener noreferrer"/);
    expect(clean.replace(/noopener/g, '')).not.toMatch(/opener/i);
    expect(clean.match(/rel=/g)).toHaveLength(1);
  });

  it('drops opener from a link without a target, in any case', () => {
    expect(sanitizeRichText('<a href="https://x.example" rel="Opener">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" rel="opener nofollow">x</a>')).toBe(
      '<a href="https://x.example" rel="nofollow">x</a>',
    );
  });
});
