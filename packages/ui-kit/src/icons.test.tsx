import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';

const ICONS = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [
  string,
  (props: icons.IconProps) => React.JSX.Element,
][];

describe('icons', () => {
  it.each(ICONS)('%s is hidden from assistive technology and drawn in currentColor', (_name, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.getAttribute('width')).toBe('16');
  });

  it('takes a size and any svg prop', () => {
    const { container } = render(<icons.SendIcon size={18} className="x" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('18');
    expect(svg?.getAttribute('height')).toBe('18');
    expect(svg?.getAttribute('class')).toBe('x');
    expect(svg?.getAttribute('data-icon')).toBe('send');
  });
});
