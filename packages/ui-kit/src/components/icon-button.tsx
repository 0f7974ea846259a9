import { Portal } from '@ark-ui/react/portal';
import { Button, type ButtonProps } from './button';
import * as Tooltip from './tooltip';

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label'> {
  /** Required: an icon alone has no accessible name. */
  'aria-label': string;
  /** Show the label (or this text) as a tooltip on hover and focus. */
  tooltip?: boolean | string | undefined;
}

/** A square button holding an icon (the sidebar's four actions, the theme toggle's siblings). */
export function IconButton({ tooltip, variant = 'ghost', size = 'icon', ...props }: IconButtonProps) {
  const button = <Button variant={variant} size={size} {...props} />;
  if (!tooltip) return button;
  const text = typeof tooltip === 'string' ? tooltip : props['aria-label'];
  return (
    <Tooltip.Root openDelay={300} closeDelay={0}>
      <Tooltip.Trigger asChild>{button}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
