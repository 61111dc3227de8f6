import { describe, expect, it } from 'vitest';
import { stripTemplateCssComments } from '../../../../scripts/vite/strip-css-comments';

describe('stripTemplateCssComments (CSS comments out of the styled-components templates)', () => {
  it('drops the comments of every text part of a tagged template, interpolations kept', () => {
    const code = [
      'const Box = styled.div`',
      '  /* Why the box is flex. */',
      '  display: flex;',
      '  gap: ${({ $gap }: { $gap: number }) => $gap}px; /* after an interpolation */',
      '  &:focus {',
      '    /* Two',
      '       lines. */',
      '    outline: none;',
      '  }',
      '`;',
      'const fade = keyframes`from { opacity: 0; /* start */ } to { opacity: 1; }`;',
    ].join('\n');
    const out = stripTemplateCssComments(code, 'Box.tsx');
    expect(out).not.toBeNull();
    expect(out).not.toContain('/*');
    expect(out).toContain('gap: ${({ $gap }: { $gap: number }) => $gap}px;');
    expect(out).toContain('display: flex;');
    expect(out).toContain('outline: none;');
    expect(out).toContain('from { opacity: 0;  } to { opacity: 1; }');
  });

  it('leaves code comments, plain strings and untagged templates to the minifier', () => {
    const code = [
      '/* A file comment. */',
      "const glob = 'src/**/*.ts';",
      'const plain = `a /* b */ c`;',
      'const Box = styled.div`color: red;`;',
    ].join('\n');
    expect(stripTemplateCssComments(code, 'file.ts')).toBeNull();
  });

  it('leaves a file that does not parse as it is', () => {
    expect(stripTemplateCssComments('const A = styled.div`/* x */` +', 'Broken.tsx')).toBeNull();
  });

  it('handles JSX around the templates', () => {
    const code = [
      'const Title = styled.h1`font-weight: 700; /* bold */`;',
      'export const View = () => <Title title="/* not CSS */">Hi</Title>;',
    ].join('\n');
    const out = stripTemplateCssComments(code, 'View.tsx');
    expect(out).toContain('styled.h1`font-weight: 700; `');
    expect(out).toContain('title="/* not CSS */"');
  });
});
