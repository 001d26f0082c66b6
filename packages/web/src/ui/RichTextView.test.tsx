import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextView, sanitizeHtml } from './RichTextView';

describe('RichTextView', () => {
  it('removes scripts and event handler attributes but keeps formatting', () => {
    const html =
      '<p onclick="alert(1)">Olá <strong>mundo</strong></p><script>window.hacked = true</script><img src=x onerror="alert(2)"><ul><li>um</li></ul>';
    const { container } = render(<RichTextView html={html} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('[onclick]')).toBeNull();
    expect(root.innerHTML).not.toMatch(/on\w+=/i);
    expect(root.querySelector('strong')).toHaveTextContent('mundo');
    expect(root.querySelector('li')).toHaveTextContent('um');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('drops javascript: links and keeps safe ones', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="https://talhao.agr.br">y</a>');
    expect(clean).not.toContain('javascript:');
    expect(clean).toContain('href="https://talhao.agr.br"');
  });

  it('renders nothing for an empty value', () => {
    const { container } = render(<RichTextView html={null} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
