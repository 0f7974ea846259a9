import { findQuote } from '@rapport/sdk';
import { css } from '../../../styled-system/css';

const markClass = css({ bg: 'highlight', color: 'fg', rounded: 'sm', px: '0.5' });

/** Text with the cited passage marked (`<mark>`), found by the SDK's `findQuote`. */
export function Highlighted({ text, quote, subject }: { text: string; quote: string; subject?: string }) {
  const range = findQuote(text, quote, subject);
  if (!range) return <>{text}</>;
  const [start, end] = range;
  return (
    <>
      {text.slice(0, start)}
      <mark className={markClass} data-cited="">
        {text.slice(start, end)}
      </mark>
      {text.slice(end)}
    </>
  );
}
