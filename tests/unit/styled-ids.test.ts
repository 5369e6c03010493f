import { describe, expect, it } from 'vitest';
import { addStyledIds, componentIdFor } from '../../build/styled-ids.ts';

/** Code as the transform sees it: after TypeScript and JSX are gone. */
const source = `import styled, { css, keyframes } from 'styled-components';
import { Link } from 'wouter';
// «ñandú»: non-ASCII before the definitions must not shift the insertions.
const spin = keyframes\`from { opacity: 0; }\`;
const shared = css\`color: red;\`;
export const Box = styled.div\`display: flex;\`;
export const Go = styled(Link)\`\${shared}\`;
const Hidden = styled.span.attrs({ 'aria-hidden': true })\`animation: \${spin} 1s;\`;
const Named = styled.p.withConfig({ shouldForwardProp: () => true })\`margin: 0;\`;
`;

describe('stable styled-components ids', () => {
  it('gives every styled definition an id from its file and place, and leaves css and keyframes alone', () => {
    const output = addStyledIds(source, 'src/views/ui/Box.tsx')?.code ?? '';
    const ids = [0, 1, 2, 3].map((n) => componentIdFor('src/views/ui/Box.tsx', n));
    expect(output).toContain(`styled.div.withConfig({ componentId: "${ids[0]}" })\`display: flex;\``);
    expect(output).toContain(`styled(Link).withConfig({ componentId: "${ids[1]}" })\``);
    expect(output).toContain(`styled.span.withConfig({ componentId: "${ids[2]}" }).attrs(`);
    expect(output).toContain(`styled.p.withConfig({ componentId: "${ids[3]}" }).withConfig({ shouldForwardProp`);
    expect(output).toContain('keyframes`from');
    expect(output).toContain('css`color');
    expect(output.match(/componentId/g)).toHaveLength(4);
  });

  it('is the same for the same file whatever else is built, and differs between files', () => {
    expect(addStyledIds(source, 'src/a.tsx')?.code).toBe(addStyledIds(source, 'src/a.tsx')?.code);
    expect(componentIdFor('src/a.tsx', 0)).not.toBe(componentIdFor('src/b.tsx', 0));
    expect(componentIdFor('src/a.tsx', 0)).toMatch(/^sc-[0-9a-f]{12}$/);
  });

  it('ignores modules without styled-components, or without its default import', () => {
    expect(addStyledIds('export const x = 1;', 'src/x.ts')).toBeNull();
    expect(addStyledIds("import { css } from 'styled-components';\nexport const c = css`a: b;`;", 'src/x.ts')).toBeNull();
  });
});
